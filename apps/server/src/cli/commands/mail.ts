import type { Command } from 'commander';
import type { AppConfig } from '../../config';
import {
  findMessage,
  listMessages,
  nextAttemptOf,
  type OutboxRow,
} from '../../modules/mail/outbox-repository';
import type { CliIo } from '../program';
import { withDatabase } from '../database';
import { textTable } from '../text-table';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 1000;

function positiveInteger(text: string, what: string, max = Number.MAX_SAFE_INTEGER): number {
  const value = /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < 1 || value > max) {
    throw new Error(
      `${what}: нужно целое число от 1 до ${max}, получено «${text}» / ` +
        `expected an integer 1..${max}, got "${text}"`,
    );
  }
  return value;
}

/** 2026-01-15 09:00:00 UTC, or '—'. */
function when(date: Date | null): string {
  return date ? `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC` : '—';
}

/** The links of a text body: in local mode, the operator's way to an activation link. */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}

function modeLine(config: AppConfig): string {
  return config.smtpUrl
    ? 'Режим: SMTP (SMTP_URL) / SMTP mode\n'
    : 'Режим: локальный, письма остаются здесь (SMTP_URL не задан) / local mode: no SMTP_URL\n';
}

function describeList(rows: OutboxRow[], config: AppConfig): string {
  if (rows.length === 0) return `${modeLine(config)}Писем нет / the outbox is empty\n`;
  const local = !config.smtpUrl;
  const body = textTable(
    ['ID', 'STATUS', 'CREATED', 'TO', 'SUBJECT'],
    rows.map((row) => [
      String(row.id),
      row.status,
      when(row.createdAt),
      row.toAddress,
      row.subject,
    ]),
  );
  // In local mode the outbox is the mailbox: show each e-mail's links under the table.
  const links = local
    ? rows
        .map((row) => ({ row, links: linksIn(row.textBody) }))
        .filter((entry) => entry.links.length > 0)
        .map((entry) => `#${entry.row.id} ${entry.row.toAddress}\n  ${entry.links.join('\n  ')}\n`)
        .join('')
    : '';
  return `${modeLine(config)}${body}${links ? `\nСсылки / links:\n${links}` : ''}`;
}

function describeMessage(row: OutboxRow, nextAttempt: Date | null): string {
  const fields: [string, string][] = [
    ['ID', String(row.id)],
    ['Kind', row.kind],
    ['Status', row.status],
    ['To', row.toAddress],
    ['Subject', row.subject],
    ['Created', when(row.createdAt)],
    ['Sent', when(row.sentAt)],
    ['Attempts', String(row.attempts)],
    ['Next attempt', row.status === 'pending' ? when(nextAttempt) : '—'],
    ['Last error', row.lastError ?? '—'],
  ];
  const width = Math.max(...fields.map(([name]) => name.length));
  const head = fields.map(([name, value]) => `${`${name}:`.padEnd(width + 2)}${value}\n`).join('');
  return `${head}\n${row.textBody.endsWith('\n') ? row.textBody : `${row.textBody}\n`}`;
}

/**
 * `mail list` and `mail show <id>`: the e-mail outbox. Without SMTP_URL it is where the
 * activation e-mails (and their links) end up; with SMTP it shows what was sent, retried or
 * failed. A sent e-mail's stored copy no longer carries its one-time key.
 */
export function registerMailCommands(program: Command, io: CliIo): void {
  const mail = program.command('mail').description('исходящая почта / e-mail outbox');

  mail
    .command('list')
    .description('последние письма, новые сверху / the newest e-mails first')
    .option('--limit <n>', `сколько писем / how many (1..${MAX_LIMIT})`, String(DEFAULT_LIMIT))
    .action(async (options: { limit: string }) => {
      const limit = positiveInteger(options.limit, '--limit', MAX_LIMIT);
      io.out(
        await withDatabase(io, async (db, config) =>
          describeList(await listMessages(db, limit), config),
        ),
      );
    });

  mail
    .command('show')
    .description('письмо целиком: заголовки и текст / one e-mail with its text')
    .argument('<id>', 'номер письма из mail list / the ID shown by mail list')
    .action(async (idText: string) => {
      const id = positiveInteger(idText, 'id');
      const found = await withDatabase(io, async (db) => {
        const row = await findMessage(db, id);
        return row && { row, nextAttempt: await nextAttemptOf(db, row.jobId) };
      });
      if (!found) throw new Error(`Письмо ${id} не найдено / no e-mail with ID ${id}`);
      io.out(describeMessage(found.row, found.nextAttempt));
    });
}
