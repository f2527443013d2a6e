import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { loadOfficialSpec, type OfficialSpec } from '../specs';

/** The generated files: one per marketplace, one per category file the Wildberries connector calls. */
export const GENERATED = {
  ozon: fileURLToPath(new URL('../ozon/generated/ozon-seller-api.d.ts', import.meta.url)),
  yandex: fileURLToPath(new URL('../yandex/generated/yandex-partner-api.d.ts', import.meta.url)),
  'wildberries-general': fileURLToPath(
    new URL('../wildberries/generated/01-general.d.ts', import.meta.url),
  ),
  'wildberries-products': fileURLToPath(
    new URL('../wildberries/generated/02-products.d.ts', import.meta.url),
  ),
  'wildberries-tariffs': fileURLToPath(
    new URL('../wildberries/generated/10-tariffs.d.ts', import.meta.url),
  ),
  'wildberries-reports': fileURLToPath(
    new URL('../wildberries/generated/12-reports.d.ts', import.meta.url),
  ),
} as const;

export type GeneratedMarketplace = keyof typeof GENERATED;

const HEADER = (marketplace: string): string =>
  [
    '/*',
    ` * Generated from the vendored official ${marketplace} file (packages/marketplaces/specs),`,
    ' * normalised by src/specs, by openapi-typescript. Do not edit: run',
    ' * `npm run generate:types -w @marketpult/marketplaces`. A test fails when this is stale.',
    ' */',
    '/* eslint-disable */',
    '',
  ].join('\n');

/** The text of one generated file, formatted as the repository formats TypeScript. */
export async function generateTypes(marketplace: GeneratedMarketplace): Promise<string> {
  const spec = await loadSpec(marketplace);
  // openapi-typescript takes the document as an object; the loader's copy is ours to mutate.
  const ast = await openapiTS(spec.document as unknown as Parameters<typeof openapiTS>[0], {
    // Optional stays optional: the files mark few fields required, and the API omits many.
    alphabetize: false,
    // `null` is what the files' `nullable` means; the API also sends it where not declared.
    defaultNonNullable: false,
  });
  const file = GENERATED[marketplace];
  const options = (await resolveConfig(file)) ?? {};
  return format(HEADER(marketplace) + astToString(ast), { ...options, filepath: file });
}

/** Wildberries keys name one of its category files ('wildberries-products' → 02-products). */
async function loadSpec(key: GeneratedMarketplace): Promise<OfficialSpec> {
  if (key === 'ozon' || key === 'yandex') return loadOfficialSpec(key);
  const category = key.slice('wildberries-'.length);
  const spec = (await loadOfficialSpec('wildberries')).find((s) => s.category === category);
  if (!spec) throw new Error(`No Wildberries category file for ${key}`);
  return spec;
}
