// `npm run test:integration`: the server suite through app.inject, always against PGlite, then a
// second time against PostgreSQL when TEST_DATABASE_URL is set (CI sets it). Extra arguments go
// to Vitest, e.g. `node scripts/test-integration.mjs test/plugins`.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib/build-if-stale.mjs';

const vitest = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
const extraArgs = process.argv.slice(2);

const passes = [{ kind: 'pglite', label: 'PGlite (in memory)' }];
if (process.env.TEST_DATABASE_URL) {
  const url = new URL(process.env.TEST_DATABASE_URL);
  passes.push({
    kind: 'postgres',
    label: `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''} (scratch databases)`,
  });
} else {
  console.log('TEST_DATABASE_URL не задан: PostgreSQL пропущен / not set: PostgreSQL pass skipped');
}

for (const pass of passes) {
  console.log(`\n▶ Интеграционные тесты сервера / server integration tests: ${pass.label}`);
  const result = spawnSync(process.execPath, [vitest, 'run', '--project', 'server', ...extraArgs], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, TEST_DB: pass.kind },
  });
  if (result.status !== 0) {
    console.error(`✖ ${pass.label}: тесты не прошли / tests failed`);
    process.exit(result.status || 1);
  }
  console.log(`✔ ${pass.label}: тесты прошли / tests passed`);
}
