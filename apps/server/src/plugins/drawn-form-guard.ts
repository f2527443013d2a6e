import { scriptHashSource } from '../http/script-hash';

/*
 * A prerendered screen (index-page.ts) takes input before the app has loaded: on a slow phone
 * the drawn sign-in form looks ready seconds before the scripts are in, and whatever is typed
 * must not be lost (the app carries it over: apps/web/src/lib/drawn-screen.ts). A submit must
 * not happen natively meanwhile, which could send the form without the app (its password
 * with it): this guard holds back a submit of a drawn form, or an Enter in one of its fields
 * (whose disabled drawn button would make the browser ignore it), and marks the form with
 * `data-submit-requested` instead; the app submits it when it takes over. It shows the wait:
 * the form is marked busy and the pointer turns to "progress". Once the app's screen has
 * replaced the drawn one, nothing here matches any more.
 */

/** The mark apps/web/src/lib/drawn-screen.ts reads (SUBMIT_REQUESTED_ATTRIBUTE). */
const SUBMIT_REQUESTED = 'data-submit-requested';

export const DRAWN_FORM_GUARD =
  '(function(){' +
  'function drawnForm(el){' +
  'return el&&el.closest&&el.closest("[data-prerendered]")?el.closest("form"):null}' +
  'function hold(event,form){event.preventDefault();' +
  `form.setAttribute("${SUBMIT_REQUESTED}","");form.setAttribute("aria-busy","true");` +
  'form.style.cursor="progress"}' +
  'document.addEventListener("submit",function(e){var f=drawnForm(e.target);if(f)hold(e,f)},true);' +
  'document.addEventListener("keydown",function(e){' +
  'if(e.key!=="Enter"||e.isComposing||!(e.target instanceof HTMLInputElement))return;' +
  'var f=drawnForm(e.target);if(f)hold(e,f)},true)' +
  '})()';

/** The guard's hash, for the Content-Security-Policy's script-src. */
export const DRAWN_FORM_GUARD_SOURCE = scriptHashSource(DRAWN_FORM_GUARD);

/** The guard as an inline script, placed right after the drawn screen. */
export const DRAWN_FORM_GUARD_ELEMENT = `<script>${DRAWN_FORM_GUARD}</script>`;
