import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import type { LogLevel } from '../../src/config';
import { createLogger } from '../../src/logger';

export interface LogCapture {
  logger: Logger;
  /** Everything written so far, as raw text (what would reach the log file). */
  text(): string;
  /** Everything written so far, one parsed object per line. */
  records(): Record<string, unknown>[];
}

/** The production logger (same redaction, same serializers) writing into memory. */
export function captureLogs(level: LogLevel = 'trace'): LogCapture {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  const text = () => chunks.join('');
  return {
    logger: createLogger(level, stream),
    text,
    records: () =>
      text()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
