/**
 * Makes specs/yandex-market.openapi.json from the official multi-file tree (about 1,000 files,
 * 2,800 $refs): `npx tsx packages/marketplaces/src/specs/bundle-yandex.ts <path to openapi.yaml>`.
 * Run by hand when a newer tree is vendored; the result is committed, nothing bundles at run time.
 */
import { writeFile } from 'node:fs/promises';
import { bundle, loadConfig } from '@redocly/openapi-core';
import { VENDORED } from './vendored-files';

const source = process.argv[2] ?? '../shared/marketplace-apis/yandex-market/openapi.yaml';
const config = await loadConfig({});
const { bundle: result, problems } = await bundle({ ref: source, config, dereference: false });
if (problems.length > 0) {
  process.stderr.write(`${problems.map((p) => p.message).join('\n')}\n`);
  process.exitCode = 1;
}
await writeFile(VENDORED.yandex, `${JSON.stringify(result.parsed, null, 2)}\n`);
process.stdout.write(`${VENDORED.yandex}: ${problems.length} problems\n`);
