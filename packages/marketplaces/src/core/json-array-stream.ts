import { ConnectorError } from './errors';

/**
 * The elements of a JSON array, parsed one at a time as its text arrives, so a reply of tens of
 * thousands of rows (Wildberries' statistics) is never held whole: only the element being read
 * and the chunk it came in. An empty body is an empty array (as `MarketplaceHttp` reads one).
 * Anything but an array, or text that is not JSON, ends with ConnectorError('protocol').
 */
export async function* jsonArrayElements(
  chunks: AsyncIterable<Uint8Array>,
): AsyncGenerator<unknown, void, undefined> {
  const decoder = new TextDecoder();
  const scan = new ArrayScanner();
  for await (const chunk of chunks) {
    yield* scan.push(decoder.decode(chunk, { stream: true }));
  }
  yield* scan.push(decoder.decode());
  scan.end();
}

const protocolError = () =>
  new ConnectorError('protocol', 'Маркетплейс прислал ответ не в формате JSON');

/** Splits an array's text at its top-level commas, minding strings and nesting. */
class ArrayScanner {
  private buffer = '';
  /** Where scanning resumes in `buffer`. */
  private at = 0;
  /** Where the current element starts in `buffer`. */
  private start = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private opened = false;
  private closed = false;

  *push(text: string): Generator<unknown, void, undefined> {
    this.buffer += text;
    for (; this.at < this.buffer.length; this.at += 1) {
      const char = this.buffer[this.at]!;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (char === '\\') this.escaped = true;
        else if (char === '"') this.inString = false;
        continue;
      }
      if (!this.opened) {
        if (/\s/.test(char)) continue;
        if (char !== '[') throw protocolError();
        this.opened = true;
        this.depth = 1;
        this.start = this.at + 1;
        continue;
      }
      if (this.closed) {
        if (!/\s/.test(char)) throw protocolError();
        continue;
      }
      if (char === '"') this.inString = true;
      else if (char === '{' || char === '[') this.depth += 1;
      else if (char === '}' || char === ']') {
        this.depth -= 1;
        if (this.depth === 0) {
          this.closed = true;
          const last = this.element();
          if (last !== undefined) yield last;
        }
      } else if (char === ',' && this.depth === 1) {
        const element = this.element();
        if (element === undefined) throw protocolError();
        yield element;
      }
    }
    // Keep only the unfinished element: the text before it has been handed out.
    this.buffer = this.buffer.slice(this.start);
    this.at -= this.start;
    this.start = 0;
  }

  end(): void {
    if (this.opened && !this.closed) throw protocolError();
  }

  /** The element from `start` to the current character; undefined when it is blank. */
  private element(): unknown {
    const text = this.buffer.slice(this.start, this.at).trim();
    this.start = this.at + 1;
    if (text === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw protocolError();
    }
  }
}
