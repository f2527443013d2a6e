// `npm run bench`: builds, starts what it needs, prints a table and writes bench/results.json.
// Figures only: nothing here passes or fails, and tests never assert on speed.
import { spawnSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureFloor } from './lib/floor';
import { measurePageScripts } from './lib/login-js';
import { freePort, startServer, tempDataDir } from './lib/server';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

function buildAll(): void {
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

async function main(): Promise<void> {
  buildAll();
  const server = await startServer(root, { port: await freePort(), dataDir: tempDataDir() });
  try {
    const login = await measurePageScripts(`${server.url}/login`, {
      ready: async (page) => {
        await page.getByRole('heading', { level: 1 }).waitFor();
      },
    });
    const floor = await measureFloor(root);

    const results = {
      login_js_gzip_kb: round(login.kb),
      login_js_files: login.files,
      floor_js_gzip_kb: round(floor.kb),
      login_to_floor_ratio: round(login.kb / floor.kb, 2),
      machine: {
        cores: cpus().length,
        memory_gb: round(totalmem() / 1024 ** 3),
        node: process.version,
        date: new Date().toISOString(),
      },
    };

    console.table({
      '/login JS before interactive (gzip, KB)': results.login_js_gzip_kb,
      'floor: React + ReactDOM + React Router (gzip, KB)': results.floor_js_gzip_kb,
      '/login ÷ floor': results.login_to_floor_ratio,
    });
    const file = join(root, 'bench', 'results.json');
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`Written: ${file}`);
  } finally {
    await server.stop();
  }
}

await main();
