// Types of check-node.mjs for the TypeScript that imports it (tooling tests).
export declare function minimumNode(): [number, number, number];
export declare function isOlder(version: string, minimum: readonly number[]): boolean;
export declare function requireNode(version?: string): void;
