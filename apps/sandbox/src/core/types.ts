/** Shared shapes of the sandbox core and its marketplace modules. */
export type SandboxMarketplace = 'ozon' | 'wildberries' | 'yandex';

export const SANDBOX_MARKETPLACES: readonly SandboxMarketplace[] = [
  'ozon',
  'wildberries',
  'yandex',
];

/** A reply as the core sends it: JSON body (or none), status and extra headers. */
export interface Reply {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

/** One request after routing, as a handler sees it. */
export interface SandboxRequest {
  readonly method: string;
  readonly path: string;
  readonly operationId: string;
  /** The file's group of the operation (WB category file; one value elsewhere). */
  readonly group: string;
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string | string[]>>;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: unknown;
}
