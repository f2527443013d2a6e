import { readFile } from 'node:fs/promises';
import { parse as parseYaml } from 'yaml';
import type { Fix, JsonObject } from './fix-log';
import { normaliseOzon } from './ozon-errata';
import { VENDORED, WILDBERRIES_CATEGORY_FILES, type WildberriesCategory } from './vendored-files';
import { normaliseWildberries } from './wildberries-errata';
import { normaliseYandex } from './yandex-errata';

export type SpecMarketplace = 'ozon' | 'wildberries' | 'yandex';

/** One normalised official OpenAPI 3.0 document and the fixes that made it so. */
export interface OfficialSpec {
  readonly marketplace: SpecMarketplace;
  /** Absolute path of the vendored file it came from. */
  readonly file: string;
  /** The OpenAPI document, yours to keep or mutate (every call parses afresh). */
  readonly document: JsonObject;
  readonly fixes: readonly Fix[];
}

/** Wildberries: one file per API category, each its own host and rate-limit bucket. */
export interface WildberriesSpec extends OfficialSpec {
  readonly marketplace: 'wildberries';
  readonly category: WildberriesCategory;
}

export function loadOfficialSpec(marketplace: 'ozon' | 'yandex'): Promise<OfficialSpec>;
export function loadOfficialSpec(marketplace: 'wildberries'): Promise<WildberriesSpec[]>;
export async function loadOfficialSpec(
  marketplace: SpecMarketplace,
): Promise<OfficialSpec | WildberriesSpec[]> {
  if (marketplace === 'wildberries') {
    const categories = Object.keys(WILDBERRIES_CATEGORY_FILES) as WildberriesCategory[];
    return Promise.all(categories.map(loadWildberriesCategory));
  }
  const file = VENDORED[marketplace];
  const document = JSON.parse(await readFile(file, 'utf8')) as JsonObject;
  const log = marketplace === 'ozon' ? normaliseOzon(document) : normaliseYandex(document);
  return { marketplace, file, document, fixes: log.fixes };
}

async function loadWildberriesCategory(category: WildberriesCategory): Promise<WildberriesSpec> {
  const file = VENDORED.wildberries[category];
  // The files hold long texts with many aliases; the default alias cap is for untrusted input.
  const document = parseYaml(await readFile(file, 'utf8'), { maxAliasCount: -1 }) as JsonObject;
  const log = normaliseWildberries(document);
  return { marketplace: 'wildberries', category, file, document, fixes: log.fixes };
}
