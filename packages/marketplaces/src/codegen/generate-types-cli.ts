// `npm run generate:types -w @marketpult/marketplaces`: rewrites every generated file.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { GENERATED, generateTypes, type GeneratedMarketplace } from './generate-types';

for (const marketplace of Object.keys(GENERATED) as GeneratedMarketplace[]) {
  const file = GENERATED[marketplace];
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, await generateTypes(marketplace));
  process.stdout.write(`${file}\n`);
}
