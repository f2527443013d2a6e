import type { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
// The named export: under Node's ESM the default export of this CommonJS module is the whole namespace.
import { OpenAPIBackend, type Document, type Operation } from 'openapi-backend';
import { CUSTOM_FORMATS } from '@marketpult/marketplaces/specs/index';

// ajv-formats is CommonJS with a default export; under ESM interop it may arrive wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv) => Ajv;

/** One official document and the group its operations belong to (WB category; else 'all'). */
export interface ContractDocument {
  readonly group: string;
  readonly document: Record<string, unknown>;
}

export interface MatchedOperation {
  readonly operationId: string;
  readonly group: string;
  readonly pathTemplate: string;
  readonly params: Record<string, string>;
  readonly backend: OpenAPIBackend;
  readonly operation: Operation;
}

export interface RequestShape {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string | string[]>;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: unknown;
}

/**
 * The official files as the judge of every request and reply (openapi-backend + Ajv): routes a
 * request to its operation, and lists what is wrong with a request or a reply, in Ajv's words.
 */
export class Contract {
  /**
   * Routes found, by method and path. openapi-backend's router rebuilds its list of every
   * operation (lodash over the whole file) and a RegExp per path template on each call, twice
   * a request: a tenth of the sandbox's CPU in a 100,000-listing sync. A route depends on the
   * method and the path only, so it is looked up once; the map is emptied when it grows large
   * (paths carry ids), which bounds it without changing any answer.
   */
  private readonly routes = new Map<string, MatchedOperation | undefined>();

  private constructor(private readonly backends: { group: string; api: OpenAPIBackend }[]) {}

  static async create(documents: readonly ContractDocument[]): Promise<Contract> {
    const backends = await Promise.all(
      documents.map(async ({ group, document }) => {
        const api = new OpenAPIBackend({
          // The document is the caller's fresh copy (loadOfficialSpec parses afresh): converted in place.
          definition: toDraft7Bounds(document) as unknown as Document,
          // quick: no meta-validation of the (known defective) files, validators compiled lazily.
          quick: true,
          validate: true,
          ajvOpts: { strict: false, allErrors: true },
          customizeAjv: (ajv) => {
            addFormats(ajv as unknown as Ajv);
            for (const [name, format] of Object.entries(CUSTOM_FORMATS)) {
              ajv.addFormat(name, format);
            }
            return ajv;
          },
        });
        await api.init();
        return { group, api };
      }),
    );
    return new Contract(backends);
  }

  match(req: RequestShape): MatchedOperation | undefined {
    const key = `${req.method} ${req.path}`;
    if (this.routes.has(key)) return this.routes.get(key);
    if (this.routes.size >= MAX_ROUTES) this.routes.clear();
    const found = this.route(req);
    this.routes.set(key, found);
    return found;
  }

  private route(req: RequestShape): MatchedOperation | undefined {
    for (const { group, api } of this.backends) {
      const operation = api.router.matchOperation(toBackendRequest(req));
      if (operation?.operationId) {
        return {
          operationId: operation.operationId,
          group,
          pathTemplate: operation.path,
          params: api.router.parseRequest(toBackendRequest(req), operation).params as Record<
            string,
            string
          >,
          backend: api,
          operation,
        };
      }
    }
    return undefined;
  }

  /**
   * Compiles the validators of every operation of the files now (they are compiled on first
   * use otherwise, ~0.1–0.5 s for a large reply schema, which the first call of each operation
   * waits for). For the bench (`SandboxOptions.compileContracts`): a paced sync's first page
   * must measure the pacing, not the sandbox's start. Yields between operations.
   */
  async compileAll(): Promise<void> {
    for (const { api } of this.backends) {
      for (const operation of api.getOperations()) {
        if (!operation.operationId) continue;
        api.validator.getRequestValidatorsForOperation(operation.operationId);
        api.validator.getStatusBasedResponseValidatorForOperation(operation.operationId);
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  }

  /** Another method on the same path exists (→ 405 rather than 404). */
  hasPath(path: string): boolean {
    return this.backends.some(({ api }) =>
      ['get', 'post', 'put', 'delete', 'patch'].some((method) =>
        api.router.matchOperation({ method, path, headers: {} }),
      ),
    );
  }

  validateRequest(match: MatchedOperation, req: RequestShape): string[] {
    const result = match.backend.validator.validateRequest(toBackendRequest(req), match.operation);
    return result.valid ? [] : describe(result.errors);
  }

  validateReply(match: MatchedOperation, status: number, body: unknown): string[] {
    const result = match.backend.validator.validateResponse(body, match.operation, status);
    return result.valid ? [] : describe(result.errors);
  }
}

/** Routes kept by `Contract.match` before it starts afresh. */
const MAX_ROUTES = 10_000;

function toBackendRequest(req: RequestShape) {
  return {
    method: req.method,
    path: req.path,
    query: req.query,
    headers: req.headers as Record<string, string | string[]>,
    body: req.body,
  };
}

function describe(
  errors: readonly { instancePath?: string; message?: string }[] | null | undefined,
): string[] {
  return (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
}

/**
 * OpenAPI 3.0 writes exclusive bounds as booleans beside minimum/maximum; Ajv speaks JSON
 * Schema draft 7, where they are numbers. Converted on the sandbox's own copy.
 */
function toDraft7Bounds<T>(node: T): T {
  if (Array.isArray(node)) {
    node.forEach(toDraft7Bounds);
  } else if (node && typeof node === 'object') {
    const schema = node as Record<string, unknown>;
    for (const [flag, bound] of [
      ['exclusiveMinimum', 'minimum'],
      ['exclusiveMaximum', 'maximum'],
    ] as const) {
      if (typeof schema[flag] === 'boolean') {
        if (schema[flag] && typeof schema[bound] === 'number') {
          schema[flag] = schema[bound];
          delete schema[bound];
        } else {
          delete schema[flag];
        }
      }
    }
    Object.values(schema).forEach(toDraft7Bounds);
  }
  return node;
}
