import type { SandboxMarketplace } from './types';

/** A request or reply that broke the official file, as the sandbox saw it. */
export interface ContractViolation {
  readonly marketplace: SandboxMarketplace;
  readonly method: string;
  readonly path: string;
  readonly operationId: string;
  readonly status?: number;
  readonly errors: readonly string[];
}

/** Append-only logs; tests assert the reply log is empty (the sandbox never lies about the API). */
export class ViolationLog {
  /** Replies the sandbox built that the file does not allow (sent as 500). */
  readonly replies: ContractViolation[] = [];
  /** Requests the file does not allow (refused in the marketplace's shape). */
  readonly requests: ContractViolation[] = [];
}
