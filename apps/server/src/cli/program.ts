import { join } from 'node:path';
import { Command } from 'commander';
import { registerKbCommands } from './commands/kb';
import { registerMailCommands } from './commands/mail';
import { loadConfig, type AppConfig } from '../config';
import { databaseTarget, openDatabase } from '../db/client';
import { readStoredSecrets, SECRETS_FILE } from '../secrets';
import { DEFAULT_WEB_DIST_DIR } from '../server-root';
import { VERSION } from '../version';
import { registerUsersCommands } from './commands/users';

export interface CliIo {
  env: Record<string, string | undefined>;
  cwd: string;
  out: (text: string) => void;
  err: (text: string) => void;
}

const MASK = '********';

/** A URL with its password replaced, safe to print. */
export function maskUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = MASK;
  return parsed.toString();
}

function flag(value: boolean): string {
  return value ? '1' : '0';
}

async function describeConfig(config: AppConfig): Promise<string> {
  const stored = await readStoredSecrets(config.dataDir);
  const secretsFile = join(config.dataDir, SECRETS_FILE);
  const storedSecret = (name: string) =>
    stored?.[name] ? `${MASK} (${secretsFile})` : '(not set: generated at the first start)';
  const lines: [string, string][] = [
    ['PORT', String(config.port)],
    ['HOST', config.host],
    ['DATA_DIR', config.dataDir],
    [
      'DATABASE_URL',
      config.databaseUrl
        ? maskUrl(config.databaseUrl)
        : `(not set: PGlite in ${join(config.dataDir, 'pglite')})`,
    ],
    ['PUBLIC_URL', config.publicUrls.join(',')],
    ['SMTP_URL', config.smtpUrl ? maskUrl(config.smtpUrl) : '(not set)'],
    ['MAIL_FROM', config.mailFrom],
    ['SUPPORT_EMAIL', config.supportEmail],
    ['MENU_VARIANT', config.menuVariant],
    [
      'MARKETS_PROXY_TOKEN',
      config.marketsProxyToken ? `${MASK} (environment)` : storedSecret('marketsProxyToken'),
    ],
    ['TRIAL_DAYS', String(config.trialDays)],
    ['SEED_DEMO', flag(config.seedDemo)],
    ['TRUST_PROXY', flag(config.trustProxy)],
    ['LOG_LEVEL', config.logLevel],
    ['WEB_DIST_DIR', config.webDistDir ?? `${DEFAULT_WEB_DIST_DIR} (default)`],
    ['session secret', storedSecret('sessionSecret')],
    ['password pepper', storedSecret('pepper')],
  ];
  return lines.map(([name, value]) => `${name}=${value}\n`).join('');
}

/**
 * `marketpult …`, the operator's commands. Actions throw on failure; the caller prints the
 * message and sets a non-zero exit code (see ./index.ts).
 */
export function createProgram(io: CliIo): Command {
  const program = new Command('marketpult')
    .description('МаркетПульт: команды оператора / operator commands')
    .version(VERSION, '-V, --version')
    .configureOutput({ writeOut: io.out, writeErr: io.err })
    .showHelpAfterError();

  program
    .command('config')
    .description('показать действующие настройки, секреты скрыты / print the effective settings')
    .action(async () => {
      io.out(await describeConfig(loadConfig(io.env, io.cwd)));
    });

  const db = program.command('db').description('база данных / database');
  db.command('migrate')
    .description(
      'применить миграции и выйти; для PGlite сервер должен быть остановлен / apply migrations',
    )
    .action(async () => {
      const config = loadConfig(io.env, io.cwd);
      const database = await openDatabase(databaseTarget(config));
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      io.out(`Миграции применены / migrations applied: ${database.description}\n`);
    });

  registerKbCommands(program, io);

  registerUsersCommands(program, io);

  registerMailCommands(program, io);

  return program;
}
