import { readdir, readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { Marked } from 'marked';
import { HELP_DIR } from './content';
import { escapeHtml } from './html';

export interface HelpArticle {
  /** kebab-case Latin, the last segment of `/help/<slug>`. */
  slug: string;
  /** The article's first-level heading. */
  title: string;
  /** The rendered body, heading included. */
  html: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TITLE_LINE = /^# (.+)$/;

/**
 * GitHub-flavoured Markdown (the articles use tables). The articles are our own, yet raw HTML is
 * still shown as text rather than passed through: a stray tag in an article must never become
 * markup on a page served from the app's origin.
 */
const markdown = new Marked({
  gfm: true,
  renderer: {
    html({ text }) {
      return escapeHtml(text);
    },
  },
});

export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}

function parseArticle(file: string, source: string): HelpArticle {
  const slug = basename(file, '.md');
  if (!SLUG.test(slug)) throw new Error(`${file}: the file name must be a kebab-case Latin slug`);
  const title = TITLE_LINE.exec(source.split('\n', 1)[0] ?? '')?.[1]?.trim();
  if (!title) throw new Error(`${file}: the first line must be the title, "# …"`);
  return { slug, title, html: renderMarkdown(source) };
}

/** Every article of `dir`, rendered once (at start-up), by slug. */
export async function loadHelpArticles(dir = HELP_DIR): Promise<Map<string, HelpArticle>> {
  const files = (await readdir(dir)).filter((name) => extname(name) === '.md').sort();
  const articles = new Map<string, HelpArticle>();
  for (const name of files) {
    const file = join(dir, name);
    const article = parseArticle(file, await readFile(file, 'utf8'));
    articles.set(article.slug, article);
  }
  return articles;
}
