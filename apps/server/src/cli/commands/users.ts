import { isSingleLineText } from '@marketpult/shared/contracts/common';
import {
  isValidEmail,
  isValidRegistrationPassword,
} from '@marketpult/shared/domain/registration-rules';
import type { Command } from 'commander';
import type { Database } from '../../db/client';
import { hashPassword } from '../../modules/auth/password';
import { md5Hex } from '../../modules/md5/md5';
import {
  findUserByEmail,
  insertUser,
  listUsers,
  setDisabled,
  setSubscription,
  type UserRow,
} from '../../modules/users/repository';
import { systemClock, type Clock } from '../../plugins/clock';
import { loadSecrets } from '../../secrets';
import type { CliIo } from '../program';
import { withDatabase } from '../database';
import { textTable } from '../text-table';

const DAY_MS = 24 * 60 * 60 * 1000;
const DISPLAY_NAME_MAX = 100;

/**
 * `--until 2026-12-31`: the subscription runs through that whole day (UTC), i.e. it is stored
 * as the next midnight. Throws a clear error for anything but a real calendar date.
 */
export function parseUntil(text: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  const [year, month, day] = (match?.slice(1) ?? []).map(Number);
  const start = match ? new Date(Date.UTC(year!, month! - 1, day!)) : undefined;
  if (
    !start ||
    start.getUTCFullYear() !== year ||
    start.getUTCMonth() !== month! - 1 ||
    start.getUTCDate() !== day
  ) {
    throw new Error(
      `Неверная дата «${text}»: нужна дата вида ГГГГ-ММ-ДД, например 2026-12-31 / ` +
        'expected a date such as 2026-12-31',
    );
  }
  return new Date(start.getTime() + DAY_MS);
}

/** The last day a subscription ending at `until` covers, as YYYY-MM-DD. */
export function formatUntil(until: Date | null): string {
  return until ? new Date(until.getTime() - 1).toISOString().slice(0, 10) : '—';
}

function yesNo(value: boolean): string {
  return value ? 'да' : 'нет';
}

async function requireUser(db: Database, email: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    throw new Error(`Пользователь ${email.trim()} не найден / no user with this e-mail`);
  }
  return user;
}

/** `users list|create|subscription|disable|enable`: the operator's account commands. */
export function registerUsersCommands(
  program: Command,
  io: CliIo,
  clock: Clock = systemClock,
): void {
  const users = program.command('users').description('учётные записи продавцов / seller accounts');

  users
    .command('list')
    .description('все учётные записи / list the accounts')
    .action(async () => {
      const rows = await withDatabase(io, (db) => listUsers(db));
      if (rows.length === 0) {
        io.out('Учётных записей нет / no accounts\n');
        return;
      }
      io.out(
        textTable(
          ['E-mail', 'Имя', 'Подтверждён', 'Подписка до', 'Отключён'],
          rows.map((user) => [
            user.email,
            user.displayName,
            yesNo(user.confirmedAt !== null),
            formatUntil(user.subscriptionUntil),
            yesNo(user.disabledAt !== null),
          ]),
        ),
      );
    });

  users
    .command('create <email>')
    .description('создать подтверждённую учётную запись / create a confirmed account')
    .requiredOption('--password <password>', 'пароль, 6–128 символов / password')
    .option('--name <name>', 'отображаемое имя / display name', '')
    .option('--phone <phone>', 'телефон / phone', '')
    .option('--until <YYYY-MM-DD>', 'подписка по этот день включительно / subscription through')
    .action(
      async (
        email: string,
        options: { password: string; name: string; phone: string; until?: string },
      ) => {
        const address = email.trim();
        if (!isValidEmail(address)) {
          throw new Error(`Неверный e-mail «${email}» / invalid e-mail address`);
        }
        if (!isValidRegistrationPassword(options.password)) {
          throw new Error(
            'Пароль должен быть от 6 до 128 символов / password: 6 to 128 characters',
          );
        }
        const name = options.name.trim();
        if (name.length > DISPLAY_NAME_MAX || !isSingleLineText(name)) {
          throw new Error(`Имя: одна строка до ${DISPLAY_NAME_MAX} символов / name too long`);
        }
        const until = options.until === undefined ? undefined : parseUntil(options.until);
        await withDatabase(io, async (db, config) => {
          const now = clock.now();
          const secrets = await loadSecrets(config.dataDir, {
            marketsProxyToken: config.marketsProxyToken,
          });
          const created = await insertUser(db, {
            email: address,
            phone: options.phone,
            displayName: name,
            passwordHash: await hashPassword(md5Hex(options.password), secrets.pepper),
            confirmedAt: now,
            subscriptionUntil: until ?? new Date(now.getTime() + config.trialDays * DAY_MS),
            now,
          });
          if (!created) {
            throw new Error(`Пользователь ${address} уже существует / the account already exists`);
          }
          io.out(
            `Создан пользователь ${created.email}, подписка до ${formatUntil(created.subscriptionUntil)}` +
              ' / account created\n',
          );
        });
      },
    );

  users
    .command('subscription <email>')
    .description('продлить или сократить подписку / set the subscription end')
    .requiredOption('--until <YYYY-MM-DD>', 'подписка по этот день включительно / through')
    .action(async (email: string, options: { until: string }) => {
      const until = parseUntil(options.until);
      await withDatabase(io, async (db) => {
        const user = await requireUser(db, email);
        await setSubscription(db, user.id, until, clock.now());
        io.out(`Подписка ${user.email} до ${formatUntil(until)} / subscription updated\n`);
      });
    });

  users
    .command('disable <email>')
    .description('запретить вход и завершить сеансы / block sign-in and end the sessions')
    .action(async (email: string) => {
      await withDatabase(io, async (db) => {
        const user = await requireUser(db, email);
        await setDisabled(db, user.id, true, clock.now());
        io.out(`Пользователь ${user.email} отключён / account disabled\n`);
      });
    });

  users
    .command('enable <email>')
    .description('снова разрешить вход / allow sign-in again')
    .action(async (email: string) => {
      await withDatabase(io, async (db) => {
        const user = await requireUser(db, email);
        await setDisabled(db, user.id, false, clock.now());
        io.out(`Пользователь ${user.email} включён / account enabled\n`);
      });
    });
}
