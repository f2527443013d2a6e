import { createProgram } from './program';

try {
  await createProgram({
    env: process.env,
    cwd: process.cwd(),
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  }).parseAsync(process.argv);
} catch (error) {
  // The messages of ConfigError, DataDirInUseError and friends say what to do; a stack does not.
  console.error(`Ошибка / error: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
