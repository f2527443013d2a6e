import { scriptHashSource } from '../http/script-hash';

/*
 * A page that arrives with its screen drawn (a prerendered screen) does not need its scripts to
 * paint, but a browser asks for them while it parses the head, and on a fast link they are in
 * before the first frame. Lighthouse's simulation of a slow phone then counts every script that
 * finished before the first paint as needed for it, and scored the prerendered /login as if it
 * waited for 195 KB of JavaScript (FCP and LCP 1.4–2.4 s instead of 0.7 s, in runs that
 * differed only in that race). So on such a page the scripts are asked for after the first
 * frame: the browser paints what it has, then loads the app, as it does on a slow link anyway.
 */

const SCRIPTS_ELEMENT_ID = 'mp-scripts';

/**
 * Asks for the scripts listed in #mp-scripts after the next frame (at once in a hidden tab,
 * where no frame comes), the entry first, one element per task: adding all twelve at once
 * took one 44 ms task in Lighthouse's trace, which its 4× slowdown counts as blocking.
 */
export const AFTER_PAINT_LOADER =
  '(function(){' +
  `var files=JSON.parse(document.getElementById('${SCRIPTS_ELEMENT_ID}').textContent);` +
  'var queue=[["script",{type:"module",src:files.entry}]].concat(' +
  'files.preload.map(function(href){return["link",{rel:"modulepreload",href:href}]}));' +
  'function next(){var item=queue.shift();if(!item)return;' +
  'var el=document.createElement(item[0]);el.crossOrigin="";' +
  'for(var key in item[1])el[key]=item[1][key];document.head.appendChild(el);setTimeout(next)}' +
  'if(document.visibilityState==="hidden")next();' +
  'else requestAnimationFrame(function(){setTimeout(next)})' +
  '})()';

/** The loader's hash, for the Content-Security-Policy's script-src. */
export const AFTER_PAINT_LOADER_SOURCE = scriptHashSource(AFTER_PAINT_LOADER);

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"<>]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"<>]+)">/g;

/** The page with its entry script and module preloads asked for by the loader instead. */
export function withScriptsAfterPaint(html: string): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1] ?? '');
  // Only the one entry Vite writes; anything else is left as the build made it.
  if (entries.length !== 1) return html;
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const files = JSON.stringify({ entry: entries[0], preload }).replace(/</g, '\\u003c');
  const loader =
    `<script type="application/json" id="${SCRIPTS_ELEMENT_ID}">${files}</script>` +
    `<script>${AFTER_PAINT_LOADER}</script>`;
  const stripped = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const at = stripped.search(/<\/body>/i);
  return at >= 0 ? stripped.slice(0, at) + loader + stripped.slice(at) : stripped + loader;
}
