import { spawnSync } from 'node:child_process';

/**
 * A free loopback port, found synchronously (a Playwright config cannot await): a child
 * process listens on port 0 and reports what it got.
 */
export function pickFreePort(): number {
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
    ],
    { encoding: 'utf8' },
  );
  const port = Number.parseInt(probe.stdout.trim(), 10);
  if (!Number.isInteger(port))
    throw new Error(`Не удалось выбрать свободный порт: ${probe.stderr}`);
  return port;
}
