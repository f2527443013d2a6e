import type { Sandbox } from '@marketpult/sandbox';
import { expect } from 'vitest';

/**
 * Closes a contract test file's sandbox, then fails the file if any request the connector sent
 * or any answer the sandbox gave broke the official API files: the check every contract test
 * file ends with.
 */
export async function closeCheckingContract(sandbox: Sandbox): Promise<void> {
  const violations = sandbox.contractViolations();
  const invalid = sandbox.invalidRequests();
  await sandbox.close();
  expect(violations).toEqual([]);
  expect(invalid).toEqual([]);
}
