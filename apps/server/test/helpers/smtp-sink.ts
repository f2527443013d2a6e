import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

/** One message the sink accepted, decoded enough for a test to read it. */
export interface ReceivedMail {
  /** MAIL FROM and RCPT TO of the SMTP envelope. */
  envelopeFrom: string;
  envelopeTo: string[];
  /** Header names lowercased, folded lines joined, encoded words left as sent. */
  headers: Map<string, string>;
  /** The Subject header with its encoded words decoded. */
  subject: string;
  /** The text/plain and text/html parts, transfer encoding undone. */
  text: string;
  html: string;
  raw: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  readonly url: string;
  /** Every accepted message, in order. */
  readonly received: readonly ReceivedMail[];
  /** DATA commands answered so far, refused ones included. */
  readonly attempts: number;
  /** The first accepted message to this address, waiting for it if it has not come yet. */
  nextMailTo(address: string): Promise<ReceivedMail>;
  /** Forgets the messages received so far. */
  clear(): void;
  /** Refuses the next `count` messages after their DATA with this SMTP reply code. */
  refuseNext(count: number, code?: number): void;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): Buffer {
  const text = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, transferEncoding: string): string {
  switch (transferEncoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body).toString('utf8');
    default:
      return body;
  }
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`), as nodemailer writes them. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_match, _charset, encoding: string, data: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): MimePart {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** The leaf parts of a message, multipart containers opened recursively. */
function leafParts(part: MimePart): MimePart[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leafParts(splitPart(section.replace(/^\r?\n/, ''))));
}

function parseMail(raw: string, envelopeFrom: string, envelopeTo: string[]): ReceivedMail {
  const message = splitPart(raw);
  const parts = leafParts(message);
  const content = (mime: string) => {
    const part = parts.find((candidate) =>
      (candidate.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(mime),
    );
    if (!part) return '';
    return decodeBody(part.body, part.headers.get('content-transfer-encoding') ?? '7bit');
  };
  return {
    envelopeFrom,
    envelopeTo,
    headers: message.headers,
    subject: decodeWords(message.headers.get('subject') ?? ''),
    text: content('text/plain'),
    html: content('text/html'),
    raw,
  };
}

/** Addresses compared in any letter case: clients may lowercase the domain. */
function isTo(mail: ReceivedMail, address: string): boolean {
  return mail.envelopeTo.some((to) => to.toLowerCase() === address.toLowerCase());
}

/**
 * A real SMTP server in this process on a free loopback port, for SMTP_URL in tests: no TLS,
 * no authentication, every message kept in memory.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let waiting: Array<{ address: string; resolve: (mail: ReceivedMail) => void }> = [];
  let attempts = 0;
  let refusals: { count: number; code: number } = { count: 0, code: 451 };

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        attempts += 1;
        if (refusals.count > 0) {
          refusals = { ...refusals, count: refusals.count - 1 };
          const error: SMTPServerError = new Error('Try again later (test sink)');
          error.responseCode = refusals.code;
          callback(error);
          return;
        }
        const from = session.envelope.mailFrom;
        const mail = parseMail(
          Buffer.concat(chunks).toString('utf8'),
          from ? from.address : '',
          session.envelope.rcptTo.map((rcpt) => rcpt.address),
        );
        received.push(mail);
        const served = waiting.filter((waiter) => isTo(mail, waiter.address));
        waiting = waiting.filter((waiter) => !served.includes(waiter));
        for (const waiter of served) waiter.resolve(mail);
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  // smtp-server reports a client's broken connection as an 'error' of the server: a server the
  // crash tests kill mid-message resets its socket (ECONNRESET), which must not throw here.
  server.on('error', () => undefined);
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get attempts() {
      return attempts;
    },
    nextMailTo(address) {
      const ready = received.find((mail) => isTo(mail, address));
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve) => waiting.push({ address, resolve }));
    },
    clear() {
      received.length = 0;
    },
    refuseNext(count, code = 451) {
      refusals = { count, code };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
