import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isOlder, minimumNode } from '../scripts/check-node.mjs';

const ROOT = join(import.meta.dirname, '..');

/** Runs requireNode() as if this Node were `version`; a child, since it exits the process. */
function requireNodeAs(version: string) {
  return spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import('./scripts/check-node.mjs').then((m) => { m.requireNode('${version}'); console.log('ok'); })`,
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
}

describe('the Node.js version check', () => {
  it('takes its minimum from package.json, on the Node 24 LTS line the .nvmrc pins', () => {
    const minimum = minimumNode();
    const pinned = readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim();
    expect(minimum[0]).toBe(24);
    expect(pinned.split('.')[0]).toBe('24');
    expect(isOlder(pinned, minimum)).toBe(false);
  });

  it('stops an older Node with one Russian line that says what to do, not a stack trace', () => {
    const result = requireNodeAs('20.19.0');
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('нужен Node.js 24.11.0 или новее');
    expect(result.stderr).toContain('запущен 20.19.0');
    expect(result.stderr).toContain('. scripts/use-node.sh');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('lets the minimum and anything newer through', () => {
    for (const version of ['24.11.0', '24.21.0', '26.1.0']) {
      expect(requireNodeAs(version).stdout.trim()).toBe('ok');
    }
    expect(isOlder('24.10.9', [24, 11, 0])).toBe(true);
    expect(isOlder('v23.99.0', [24, 11, 0])).toBe(true);
  });

  it('runs before anything else in npm install, npm test and npm run bench', () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const name of ['preinstall', 'test', 'bench']) {
      expect(scripts[name]).toMatch(/^node scripts\/check-node\.mjs( &&|$)/);
    }
  });
});
