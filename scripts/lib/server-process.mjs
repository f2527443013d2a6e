// How the server process is started: by `npm start`, and by `npm run bench`, which measures
// exactly what `npm start` runs. One place for the settings that must be in place before Node
// starts.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

/**
 * V8's heap limits (README, "Performance"). Under a flood of requests V8 lets the young
 * generation grow to 3 × 16 MB and the old one to ~180 MB before collecting; the live data of
 * the server is ~60 MB. Smaller semi-spaces and an old-space ceiling three times the live data
 * keep the process near 220 MB under the bench's load instead of ~450 MB, at no measurable
 * cost in requests/s. An operator's own NODE_OPTIONS value for either flag wins.
 */
export const SERVER_NODE_FLAGS = Object.freeze([
  '--max-semi-space-size=4',
  '--max-old-space-size=192',
]);

/**
 * PGLITE_LOW_MEMORY=1: PGlite's WebAssembly with V8's baseline compiler only (README, "Marketplace
 * sync"). Every start on PGlite parses enough SQL for V8 to optimise PostgreSQL's parser
 * (`raw_parser`, 105 KB of WebAssembly in one function), and optimising that one function takes
 * ~600 MB of compiler memory for about a second: the server's RSS goes to 720–760 MB at each
 * start and back to ~220 MB. Without the optimising tier it stays near 230 MB, but every query
 * costs more CPU (a 20,000-listing first sync ~28 % more of the server's CPU, ~40 % longer), so
 * it is for a machine short of memory, not the default. PostgreSQL's server runs no such code.
 */
export const PGLITE_NODE_FLAGS = Object.freeze(['--liftoff-only']);

/**
 * glibc's malloc raises its mmap threshold after the first large block is freed, so each
 * thread-pool thread then keeps argon2's 19 MiB working memory in its arena for good (4 threads:
 * ~80 MB). A fixed threshold returns every such block to the system when the hash is done and
 * maps it afresh for the next one: with node-argon2 that cost ~25 % per hash, with
 * @node-rs/argon2 nothing measurable (27.1 ms with, 27.4 ms without; README, "Performance").
 */
export const SERVER_MALLOC_ENV = Object.freeze({ MALLOC_MMAP_THRESHOLD_: '131072' });

const flagName = (flag) => flag.split('=')[0];

/** The server of this environment opens PGlite (no DATABASE_URL) and is to spare its memory. */
function pgliteLowMemory(env) {
  return !env.DATABASE_URL && env.PGLITE_LOW_MEMORY === '1';
}

/** Node's arguments for running `script` as the server. */
export function serverArguments(script, env = process.env) {
  const own = env.NODE_OPTIONS ?? '';
  return [
    ...SERVER_NODE_FLAGS.filter((flag) => !own.includes(flagName(flag))),
    ...(pgliteLowMemory(env) ? PGLITE_NODE_FLAGS : []),
    script,
  ];
}

/** The server's environment: the malloc settings unless the operator set their own. */
export function serverEnvironment(env = process.env) {
  return { ...SERVER_MALLOC_ENV, ...env };
}

const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Runs `script` as the server in a child Node process with the settings above, passes
 * SIGINT/SIGTERM/SIGHUP on to it (the server takes a repeated signal within a second as one)
 * and resolves with its exit code; a child killed by a signal resolves 128 + the signal's
 * number, as a shell reports it.
 */
export function runServerProcess(script, { env = process.env } = {}) {
  const child = spawn(process.execPath, serverArguments(script, env), {
    env: serverEnvironment(env),
    stdio: 'inherit',
  });
  const forward = (signal) => child.kill(signal);
  for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      for (const name of FORWARDED_SIGNALS) process.off(name, forward);
      resolve(code ?? 128 + (signal ? constants.signals[signal] : 0));
    });
  });
}
