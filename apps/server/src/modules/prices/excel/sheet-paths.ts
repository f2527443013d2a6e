import type JSZip from 'jszip';

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};

/** The attributes of every `<tag …>` (any namespace prefix) in an XML text. */
function elements(xml: string, tag: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const match of xml.matchAll(new RegExp(`<(?:\\w+:)?${tag}\\b([^>]*)>`, 'g'))) {
    const attributes: Record<string, string> = {};
    for (const [, name, value] of (match[1] ?? '').matchAll(/([\w:]+)\s*=\s*"([^"]*)"/g)) {
      attributes[name!] = value!.replace(/&(amp|lt|gt|quot|apos);/g, (entity) => ENTITIES[entity]!);
    }
    found.push(attributes);
  }
  return found;
}

/**
 * Where each named sheet lives in the zip (`Цены` → `xl/worksheets/sheet1.xml`), read from the
 * workbook and its relationships without building the workbook. Empty when they cannot be
 * read: the caller then applies its most lenient limit to every sheet.
 */
export async function sheetPaths(zip: JSZip): Promise<Map<string, string>> {
  const paths = new Map<string, string>();
  const workbook = await zip.file('xl/workbook.xml')?.async('string');
  const rels = await zip.file('xl/_rels/workbook.xml.rels')?.async('string');
  if (workbook === undefined || rels === undefined) return paths;
  const targets = new Map(
    elements(rels, 'Relationship').map((rel) => [rel.Id ?? '', rel.Target ?? '']),
  );
  for (const sheet of elements(workbook, 'sheet')) {
    const relId = Object.entries(sheet).find(([name]) => name.endsWith(':id'))?.[1];
    const target = relId === undefined ? undefined : targets.get(relId);
    if (sheet.name === undefined || !target) continue;
    paths.set(sheet.name, target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  }
  return paths;
}
