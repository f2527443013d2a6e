import { createTransport } from 'nodemailer';
import type { OutboxRow } from './outbox-repository';

/**
 * Where the delivery worker hands messages. `smtp`: nodemailer over SMTP_URL. `local`: no
 * SMTP_URL, the outbox itself is the mailbox (`npm run cli -- mail list`).
 */
export interface MailTransport {
  readonly mode: 'smtp' | 'local';
  /** Resolves once the server accepted the message; rejects with the reason otherwise. */
  deliver(message: OutboxRow): Promise<void>;
  close(): void;
}

/**
 * Kept well below the worker's claim on a row (two minutes), so that a slow server never lets
 * a second worker take a message that is still being sent.
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

export const localTransport: MailTransport = Object.freeze({
  mode: 'local',
  async deliver() {
    // The row itself is the delivered copy.
  },
  close() {},
});

export function createMailTransport(config: {
  smtpUrl: string | undefined;
  mailFrom: string;
}): MailTransport {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : localTransport;
}
