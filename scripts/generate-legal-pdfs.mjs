// `npm run docs:pdf`: turns the legal documents in legal/*.md into the PDFs that the sign-up
// form links to (apps/web/public/legal/*.pdf). The Cyrillic font is embedded (as a subset), so
// the documents read the same everywhere; the output is byte-for-byte reproducible, so a
// regenerated PDF only shows up in a diff when its source changed.
//
// Source format: a front matter block (title, output file name, edition date), then `# ` for
// the document title, `## ` for section headings, `- ` for list items, blank lines between
// paragraphs.
import { createWriteStream, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = join(root, 'legal');
const outputDir = join(root, 'apps', 'web', 'public', 'legal');

const require = createRequire(import.meta.url);
const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONTS = {
  regular: join(fontDir, 'DejaVuSans.ttf'),
  bold: join(fontDir, 'DejaVuSans-Bold.ttf'),
};

const AUTHOR = 'МаркетПульт';
const MARGIN = 64;
const BODY_SIZE = 10.5;
const TEXT_COLOR = '#1a1a1a';
const MUTED_COLOR = '#555555';

/** Splits a source file into its front matter and its blocks. */
export function parseSource(text) {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!match) throw new Error('The document has no front matter (--- … ---)');
  const meta = Object.fromEntries(
    match[1].split('\n').map((line) => {
      const separator = line.indexOf(':');
      return [line.slice(0, separator).trim(), line.slice(separator + 1).trim()];
    }),
  );
  for (const key of ['title', 'output', 'edition']) {
    if (!meta[key]) throw new Error(`The front matter has no "${key}"`);
  }

  const blocks = [];
  let paragraph = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const line of text.slice(match[0].length).split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '') {
      flush();
    } else if (trimmed.startsWith('## ')) {
      flush();
      blocks.push({ type: 'heading', text: trimmed.slice(3) });
    } else if (trimmed.startsWith('# ')) {
      flush();
      blocks.push({ type: 'title', text: trimmed.slice(2) });
    } else if (trimmed.startsWith('- ')) {
      flush();
      const last = blocks.at(-1);
      if (last?.type === 'list') last.items.push(trimmed.slice(2));
      else blocks.push({ type: 'list', items: [trimmed.slice(2)] });
    } else {
      paragraph.push(trimmed);
    }
  }
  flush();
  return { meta, blocks };
}

function editionLabel(isoDate) {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Bad edition date: ${isoDate}`);
  const formatted = new Intl.DateTimeFormat('ru-RU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  return { date, text: `Редакция от ${formatted}` };
}

function writeBlocks(doc, blocks) {
  for (const block of blocks) {
    if (block.type === 'title') {
      doc.font('bold').fontSize(18).fillColor(TEXT_COLOR).text(block.text, { align: 'center' });
      doc.moveDown(0.3);
    } else if (block.type === 'heading') {
      doc.moveDown(0.6);
      doc.font('bold').fontSize(12.5).fillColor(TEXT_COLOR).text(block.text);
      doc.moveDown(0.3);
    } else if (block.type === 'list') {
      doc.font('regular').fontSize(BODY_SIZE).fillColor(TEXT_COLOR);
      doc.list(block.items, {
        bulletRadius: 1.8,
        bulletIndent: 6,
        textIndent: 16,
        lineGap: 2,
        paragraphGap: 3,
        align: 'left',
      });
      doc.moveDown(0.4);
    } else {
      doc.font('regular').fontSize(BODY_SIZE).fillColor(TEXT_COLOR);
      doc.text(block.text, { align: 'left', lineGap: 2, paragraphGap: 6 });
    }
  }
}

/** Page numbers go in the bottom margin once the page count is known. */
function numberPages(doc) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const { width, height } = doc.page;
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(MUTED_COLOR)
      .text(`${AUTHOR} · страница ${index + 1} из ${count}`, MARGIN, height - MARGIN / 2 - 6, {
        width: width - MARGIN * 2,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

/** Renders one document and resolves once the file is written. */
export function renderPdf({ meta, blocks }, file) {
  const edition = editionLabel(meta.edition);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: 'ru-RU',
    displayTitle: true,
    // Fixed dates keep the file identical from run to run (pdfkit derives the file ID from them).
    info: {
      Title: meta.title,
      Author: AUTHOR,
      Subject: meta.title,
      Creator: 'scripts/generate-legal-pdfs.mjs',
      Producer: 'PDFKit',
      CreationDate: edition.date,
      ModDate: edition.date,
    },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);

  const [first, ...rest] = blocks;
  if (first?.type === 'title') writeBlocks(doc, [first]);
  doc.font('regular').fontSize(9.5).fillColor(MUTED_COLOR).text(edition.text, { align: 'center' });
  doc.moveDown(1.2);
  writeBlocks(doc, first?.type === 'title' ? rest : blocks);
  numberPages(doc);

  return new Promise((resolvePromise, reject) => {
    const stream = createWriteStream(file);
    stream.on('finish', resolvePromise);
    stream.on('error', reject);
    doc.pipe(stream);
    doc.end();
  });
}

async function main() {
  mkdirSync(outputDir, { recursive: true });
  const sources = readdirSync(sourceDir)
    .filter((name) => name.endsWith('.md'))
    .sort();
  if (sources.length === 0) throw new Error(`No documents in ${sourceDir}`);
  for (const name of sources) {
    const document = parseSource(readFileSync(join(sourceDir, name), 'utf8'));
    const file = join(outputDir, document.meta.output);
    await renderPdf(document, file);
    console.log(`legal/${name} → ${file.slice(root.length + 1)}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
