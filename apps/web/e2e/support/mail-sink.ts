import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { pickFreePort } from './free-port';

/**
 * The port of the test SMTP server and the folder it drops messages into, chosen once in the
 * Playwright main process and inherited by the workers through the environment (as the server
 * port is): the server sends to the port, the specs read the folder.
 */
export function e2eMailEnv(): { smtpPort: number; mailDir: string } {
  process.env.E2E_SMTP_PORT ??= String(pickFreePort());
  process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'marketpult-e2e-mail-'));
  return { smtpPort: Number(process.env.E2E_SMTP_PORT), mailDir: process.env.E2E_MAIL_DIR };
}

/** What the sink writes per message: the envelope recipients and the raw RFC 5322 text. */
export interface StoredMail {
  to: string[];
  raw: string;
}

/**
 * An SMTP server on the loopback interface that accepts every message without TLS or auth
 * and writes it to `mailDir` as JSON. Resolves to a function that stops it.
 */
export async function startMailSink({
  smtpPort,
  mailDir,
}: {
  smtpPort: number;
  mailDir: string;
}): Promise<() => Promise<void>> {
  mkdirSync(mailDir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        count += 1;
        const mail: StoredMail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        writeFileSync(join(mailDir, `${Date.now()}-${count}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(smtpPort, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
