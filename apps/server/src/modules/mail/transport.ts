import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { OutboxRow } from './outbox-repository';

/**
 * Where the delivery job hands messages. `smtp`: nodemailer over SMTP_URL. `local`: no
 * SMTP_URL, the outbox itself is the mailbox (`npm run cli -- mail list`), and each message is
 * also written as an .eml file into DATA_DIR/mail, where a newcomer finds an activation letter
 * in seconds (the newest file; any mail program opens it) while the server still runs.
 */
export interface MailTransport {
  readonly mode: 'smtp' | 'local';
  /**
   * Resolves once the server accepted the message (local: once its file is written, with the
   * file's path); rejects with the reason otherwise.
   */
  deliver(message: OutboxRow): Promise<string | void>;
  close(): void;
}

/**
 * Kept well below the delivery job's expiry (MAIL_CLAIM_SECONDS, two minutes), so that a slow
 * server never lets a second process take a message that is still being sent.
 */
const SMTP_TIMEOUTS_MS = Object.freeze({
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 30_000,
  dnsTimeout: 15_000,
});

/** The domain of the sender address, for Message-IDs. */
function senderDomain(from: string): string {
  return /@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? 'marketpult.invalid';
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const domain = senderDomain(from);
  // No logger and no debug output: a message body holds a one-time link.
  const transporter = createTransport({
    url: smtpUrl,
    ...SMTP_TIMEOUTS_MS,
    logger: false,
    debug: false,
  });
  return {
    mode: 'smtp',
    async deliver(message) {
      await transporter.sendMail({
        from,
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        // One Message-ID per outbox row: a repeated delivery is recognisably the same e-mail.
        messageId: `<outbox-${message.id}.${message.createdAt.getTime()}@${domain}>`,
      });
    },
    close() {
      transporter.close();
    },
  };
}

/** `2026-11-24T06-31-05-123Z_user_at_example.ru.eml`: sorted by time, safe on every disk. */
export function localMailFileName(message: OutboxRow): string {
  const time = message.createdAt.toISOString().replace(/[:.]/g, '-');
  const to = message.toAddress.replace('@', '_at_').replace(/[^\p{L}\p{N}._-]/gu, '_');
  return `${time}_${to.slice(0, 100)}_${message.id}.eml`;
}

export function createLocalTransport(mailDir: string, from: string): MailTransport {
  // nodemailer's stream transport composes the same MIME message SMTP would carry.
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'local',
    async deliver(message) {
      const info = await composer.sendMail({
        from,
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        date: message.createdAt,
      });
      await mkdir(mailDir, { recursive: true, mode: 0o700 });
      const file = join(mailDir, localMailFileName(message));
      // Owner-only: the letter holds a one-time link.
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      return file;
    },
    close() {
      composer.close();
    },
  };
}

export function createMailTransport(config: {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
}): MailTransport {
  return config.smtpUrl
    ? createSmtpTransport(config.smtpUrl, config.mailFrom)
    : createLocalTransport(join(config.dataDir, 'mail'), config.mailFrom);
}
