import { PRODUCT } from '@marketpult/shared/constants/product';
import type { HelpArticle } from './help-articles';
import { escapeHtml } from './html';

export const KNOWLEDGE_BASE_TITLE = 'База знаний';

/**
 * Inline on purpose: the CSP allows inline styles (never inline scripts), and one self-contained
 * response opens in a new tab without a second request.
 */
const STYLE = `
:root { color-scheme: light; --accent: #1565c0; --text: #1f2937; --muted: #5b6472; --line: #e3e7ee; }
* { box-sizing: border-box; }
body { margin: 0; font: 17px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
  color: var(--text); background: #f5f7fa; }
a { color: var(--accent); }
.top { display: flex; gap: 1.25rem; align-items: baseline; padding: 0.9rem 1.5rem;
  background: #0d2b52; color: #fff; }
.top a { color: #fff; text-decoration: none; }
.top .brand { font-weight: 700; font-size: 1.15rem; }
.top .section { color: #b8c7dd; }
main { max-width: 48rem; margin: 1.5rem auto; padding: 1.5rem 2rem; background: #fff;
  border: 1px solid var(--line); border-radius: 8px; }
h1 { font-size: 1.9rem; line-height: 1.25; margin: 0 0 1rem; }
h2 { font-size: 1.3rem; margin: 1.75rem 0 0.5rem; }
ul, ol { padding-left: 1.5rem; }
li { margin: 0.25rem 0; }
table { border-collapse: collapse; width: 100%; margin: 1rem 0; font-size: 0.95rem; }
th, td { border: 1px solid var(--line); padding: 0.45rem 0.6rem; text-align: left; vertical-align: top; }
th { background: #f0f4fa; }
code { background: #f0f4fa; padding: 0.1rem 0.3rem; border-radius: 4px; }
.articles { list-style: none; padding: 0; columns: 2 18rem; }
.articles li { break-inside: avoid; margin: 0 0 0.5rem; }
footer { max-width: 48rem; margin: 0 auto 2rem; padding: 0 2rem; color: var(--muted); }
@media (max-width: 600px) { main { margin: 0; border-radius: 0; padding: 1rem; } }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header class="top">
<a class="brand" href="/">${escapeHtml(PRODUCT.name)}</a>
<a class="section" href="/help/">${KNOWLEDGE_BASE_TITLE}</a>
</header>
<main>
${body}
</main>
<footer><a href="/">← Вернуться в ${escapeHtml(PRODUCT.name)}</a> · <a href="/help/">Все статьи базы знаний</a></footer>
</body>
</html>
`;
}

export function articlePage(article: HelpArticle): string {
  return layout(`${article.title} — ${KNOWLEDGE_BASE_TITLE} ${PRODUCT.name}`, article.html);
}

export function indexPage(articles: Iterable<HelpArticle>): string {
  const items = [...articles]
    .sort((a, b) => a.title.localeCompare(b.title, 'ru'))
    .map(
      (article) =>
        `<li><a href="/help/${encodeURIComponent(article.slug)}">${escapeHtml(article.title)}</a></li>`,
    )
    .join('\n');
  return layout(
    `${KNOWLEDGE_BASE_TITLE} ${PRODUCT.name}`,
    `<h1>${KNOWLEDGE_BASE_TITLE} ${escapeHtml(PRODUCT.name)}</h1>
<p>Инструкции по всем разделам приложения. В самом приложении кнопка помощи показывает статьи и
видео для той страницы, на которой вы находитесь.</p>
<ul class="articles">
${items}
</ul>`,
  );
}

export function notFoundPage(): string {
  return layout(
    `Статья не найдена — ${KNOWLEDGE_BASE_TITLE} ${PRODUCT.name}`,
    `<h1>Статья не найдена</h1>
<p>Такой статьи в базе знаний нет: возможно, ссылка устарела или в адресе опечатка.</p>
<p><a href="/help/">Открыть список всех статей</a></p>`,
  );
}
