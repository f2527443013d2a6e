import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StoredMail } from './mail-sink';

export interface ReceivedMail {
  subject: string;
  text: string;
  html: string;
}

interface Entity {
  headers: Map<string, string>;
  body: string;
}

/*
 * Just enough MIME for the messages nodemailer sends (multipart/alternative, UTF-8 parts in
 * quoted-printable or base64, encoded-word subjects): the specs read what a mail client shows.
 */
function parseEntity(raw: string): Entity {
  const text = raw.replace(/\r\n/g, '\n');
  const end = text.indexOf('\n\n');
  const head = end < 0 ? text : text.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end < 0 ? '' : text.slice(end + 2) };
}

function decodeQuotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody({ headers, body }: Entity): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body).toString('utf8');
  return body;
}

/** RFC 2047 encoded words, as in `Subject: =?UTF-8?Q?...?=`. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_match, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function leafParts(entity: Entity): Entity[] {
  const type = entity.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [entity];
  return entity.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .flatMap((part) => leafParts(parseEntity(part.replace(/^\n/, ''))));
}

export function parseMail(raw: string): ReceivedMail {
  const message = parseEntity(raw);
  const parts = leafParts(message);
  const partOf = (type: string) =>
    parts.find((part) => (part.headers.get('content-type') ?? 'text/plain').startsWith(type));
  const text = partOf('text/plain');
  const html = partOf('text/html');
  return {
    subject: decodeWords(message.headers.get('subject') ?? ''),
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : '',
  };
}

/** Every message the test SMTP server received for `address`, oldest first. */
export function mailTo(mailDir: string, address: string): ReceivedMail[] {
  return readdirSync(mailDir)
    .filter((name) => name.endsWith('.json'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((name) => JSON.parse(readFileSync(join(mailDir, name), 'utf8')) as StoredMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()))
    .map((mail) => parseMail(mail.raw));
}
