import type { Contract } from './contract';
import type { BucketRule, BucketVerdict } from './rate-limiter';

export type LimitState = Pick<
  BucketVerdict,
  'retryAfterSeconds' | 'burst' | 'remaining' | 'resetSeconds'
> & {
  /** Which limit was hit, in words (YM: "Hit rate limit of 4 parallel requests for campaignId 1"). */
  readonly reason?: string;
};
import type { Reply, SandboxMarketplace, SandboxRequest } from './types';

/** A bucket a request draws from, and the key it is counted under. */
export interface LimitCharge {
  readonly key: string;
  readonly rule: BucketRule;
  /** Units of the rule this request spends (default 1; YM counts some limits in offers). */
  readonly cost?: number;
}

/** The marketplace's own replies for what the core refuses before a handler runs. */
export interface MarketplaceErrors {
  /** The request breaks the official file (body, query, path). */
  invalidRequest(messages: readonly string[]): Reply;
  /** No such path (or method) in the official file. */
  notFound(method: string, path: string): Reply;
  /**
   * Over a limit. `status` is set only by an injected fault that asks for one (429/420);
   * otherwise the marketplace's own status (Ozon and WB 429, Yandex Market 420).
   */
  rateLimited(verdict: LimitState, status?: number): Reply;
  /** The sandbox itself failed (an injected 500, or a reply that broke the contract). */
  internal(message: string): Reply;
}

/**
 * One emulated marketplace: its contract, how it authenticates, what it counts against which
 * limit, its error shapes and its stateful handlers (by operationId).
 */
export interface MarketplaceModule<Shop = unknown> {
  readonly marketplace: SandboxMarketplace;
  readonly contract: Contract;
  readonly errors: MarketplaceErrors;
  /** Who is calling: the shop, or the refusal (401/403 in the marketplace's shape). */
  authenticate(req: SandboxRequest): { shop: Shop } | { reply: Reply };
  /** The buckets this request draws from when limits are on (all must allow it). */
  limits(req: SandboxRequest, shop: Shop): readonly LimitCharge[];
  /** At most this many requests in flight per key (YM: 4 per campaign/business), if any. */
  concurrency?(req: SandboxRequest, shop: Shop): { key: string; max: number } | undefined;
  handle(req: SandboxRequest, shop: Shop): Reply | Promise<Reply>;
}
