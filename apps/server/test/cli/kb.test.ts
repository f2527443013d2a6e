import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InstructionPage } from '@marketpult/shared/contracts/instructions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnowledgeBaseFileError } from '../../src/cli/commands/kb';
import { loadSeed, seedKnowledgeBase } from '../../src/modules/knowledge-base/seed';
import { runTs } from '../helpers/child-process';
import { runCli, withCliDatabase } from '../helpers/cli';
import { removeScratchDirs, scratchDir } from '../helpers/scratch-dir';
import { TEST_DB_KIND, createScratchPostgres, type ScratchPostgres } from '../helpers/test-db';

async function run(args: string[], env: Record<string, string>): Promise<string> {
  return (await runCli(args, env)).out;
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

const SMALL_BASE: InstructionPage[] = [
  {
    page: '/orders/',
    contentTypes: [
      {
        type: 'txt',
        groups: [
          {
            title: 'Заказы',
            instructions: [{ url: '/help/orders', description: 'Заказы', icon: 'article' }],
          },
        ],
      },
    ],
  },
];

describe(`marketpult kb export|import on ${TEST_DB_KIND}`, () => {
  let scratch: ScratchPostgres | undefined;
  let env: Record<string, string>;
  let dir: string;

  beforeAll(async () => {
    dir = scratchDir('kb');
    env = { DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'silent' };
    if (TEST_DB_KIND === 'postgres') {
      scratch = await createScratchPostgres();
      env.DATABASE_URL = scratch.url;
    }
    // A database as the server leaves it after its first start.
    await withCliDatabase(env, seedKnowledgeBase);
  });
  afterAll(async () => {
    await scratch?.drop();
    removeScratchDirs();
  });

  it('exports the whole base in the nested API form, pretty UTF-8 JSON', async () => {
    const file = join(dir, 'export.json');
    const out = await run(['kb', 'export', file], env);
    expect(out).toContain(`exported: ${file}`);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('\n  {\n    "page": "/cabinet/",');
    expect(text).toContain('"Первые шаги в МаркетПульт"');
    expect(JSON.parse(text)).toEqual(await loadSeed());
  });

  it('imports a file in one go, and an export → import round trip gives the same base', async () => {
    const original = join(dir, 'original.json');
    await run(['kb', 'export', original], env);

    const small = join(dir, 'small.json');
    writeFileSync(small, JSON.stringify(SMALL_BASE));
    expect(await run(['kb', 'import', small], env)).toMatch(/страниц: 1, инструкций: 1/);
    const afterSmall = join(dir, 'after-small.json');
    await run(['kb', 'export', afterSmall], env);
    expect(readJson(afterSmall)).toEqual(SMALL_BASE);

    await run(['kb', 'import', original], env);
    const roundTrip = join(dir, 'round-trip.json');
    await run(['kb', 'export', roundTrip], env);
    expect(readFileSync(roundTrip, 'utf8')).toBe(readFileSync(original, 'utf8'));
  });

  it('refuses a bad file with the first problems listed, and changes nothing', async () => {
    const before = join(dir, 'before.json');
    await run(['kb', 'export', before], env);

    const list = readJson(before) as InstructionPage[];
    const wrongShape = join(dir, 'wrong-shape.json');
    writeFileSync(
      wrongShape,
      JSON.stringify([...list, { page: '/new/', contentTypes: [{ type: 'audio', groups: [] }] }]),
    );
    const attempt = run(['kb', 'import', wrongShape], env);
    await expect(attempt).rejects.toThrow(KnowledgeBaseFileError);
    await expect(attempt).rejects.toThrow(/не прошёл проверку, база знаний не изменена/);
    await expect(attempt).rejects.toThrow(/\[\d+\]\.contentTypes\[0\]\.type: /);

    const duplicate = join(dir, 'duplicate.json');
    writeFileSync(duplicate, JSON.stringify([...list, { ...list[0], page: '/cabinet' }]));
    await expect(run(['kb', 'import', duplicate], env)).rejects.toThrow(
      /страница \/cabinet\/ уже описана выше/,
    );

    const notJson = join(dir, 'not-json.json');
    writeFileSync(notJson, '[{"page": ');
    await expect(run(['kb', 'import', notJson], env)).rejects.toThrow(/не JSON/);
    await expect(run(['kb', 'import', join(dir, 'missing.json')], env)).rejects.toThrow(
      /файл не найден/,
    );

    const after = join(dir, 'after.json');
    await run(['kb', 'export', after], env);
    expect(readFileSync(after, 'utf8')).toBe(readFileSync(before, 'utf8'));
  });

  it('exits non-zero with the message and no stack trace when run as a command', async () => {
    const bad = join(dir, 'bad-command.json');
    writeFileSync(bad, JSON.stringify([{ page: '/x/', contentTypes: 'none' }]));
    const cli = runTs('src/cli/index.ts', ['kb', 'import', bad], env);
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toContain('[0].contentTypes: ');
    expect(cli.output()).toContain('база знаний не изменена');
    expect(cli.output()).not.toMatch(/\n\s+at /);
  });
});
