import { tmpdir } from 'node:os';
import { withDatabase } from '../../src/cli/database';
import { createProgram } from '../../src/cli/program';
import type { Database } from '../../src/db/client';

export interface CliOutput {
  out: string;
  err: string;
}

/** The CLI program as `marketpult` runs it, with its output collected instead of printed. */
export function programWithOutput(env: Record<string, string>) {
  const output: CliOutput = { out: '', err: '' };
  const program = createProgram({
    env,
    cwd: tmpdir(),
    out: (text) => {
      output.out += text;
    },
    err: (text) => {
      output.err += text;
    },
  }).exitOverride();
  return { program, output };
}

/** Runs `marketpult ...args` in this process; rejects where the command would exit non-zero. */
export async function runCli(args: string[], env: Record<string, string>): Promise<CliOutput> {
  const { program, output } = programWithOutput(env);
  await program.parseAsync(['node', 'marketpult', ...args]);
  return output;
}

/** The database the CLI would open with `env`, migrated, for setting up or checking a test. */
export function withCliDatabase<T>(
  env: Record<string, string>,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const io = { env, cwd: tmpdir(), out: () => undefined, err: () => undefined };
  return withDatabase(io, (db) => work(db));
}
