import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing, with the type they are served as. */
const COMPRESSIBLE_TYPES: Readonly<Record<string, string>> = Object.freeze({
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
});

export type AssetEncoding = 'br' | 'gzip';

export interface CompressedAsset {
  type: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The preferred encoding a client accepts (`Accept-Encoding`), brotli first; undefined when it
 * takes neither (or refuses both with q=0).
 */
export function preferredEncoding(acceptEncoding: string | undefined): AssetEncoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q\s*=\s*0(?:\.0*)?\s*$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('x-gzip')) return 'gzip';
  return undefined;
}

/**
 * The hashed files of the web build (dist/assets), compressed once per process: brotli at its
 * best setting and gzip -9. Built file by file on the thread pool after start-up, so the server
 * listens at once; a file not ready yet is served as it is. The whole app is under 1 MB, its
 * compressed copies a quarter of that.
 */
export class CompressedAssets {
  private readonly ready = new Map<string, CompressedAsset>();
  private readonly done: Promise<void>;

  constructor(
    assetsDir: string,
    onError: (error: unknown, name: string) => void = () => undefined,
  ) {
    this.done = this.compressAll(assetsDir, onError);
  }

  /** The compressed copies of `name` (a file directly under assets/), when ready. */
  get(name: string): CompressedAsset | undefined {
    return this.ready.get(name);
  }

  /** Resolves once every file was compressed (tests, and the bench's warm start). */
  whenReady(): Promise<void> {
    return this.done;
  }

  private async compressAll(
    assetsDir: string,
    onError: (error: unknown, name: string) => void,
  ): Promise<void> {
    let names: string[];
    try {
      names = readdirSync(assetsDir);
    } catch {
      return;
    }
    // One file at a time: the thread pool stays free for everything else during start-up.
    for (const name of names) {
      const type = COMPRESSIBLE_TYPES[extname(name).toLowerCase()];
      if (!type) continue;
      try {
        const raw = readFileSync(join(assetsDir, name));
        const br = await brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
        const gz = await gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION });
        this.ready.set(name, { type, br, gzip: gz });
      } catch (error) {
        onError(error, name);
      }
    }
  }
}
