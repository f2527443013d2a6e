// Types of server-process.mjs for the TypeScript that imports it (the bench, tests).
export declare const SERVER_NODE_FLAGS: readonly string[];
export declare const PGLITE_NODE_FLAGS: readonly string[];
export declare const SERVER_MALLOC_ENV: Readonly<Record<string, string>>;
export declare function serverArguments(script: string, env?: NodeJS.ProcessEnv): string[];
export declare function serverEnvironment(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function runServerProcess(
  script: string,
  options?: { env?: NodeJS.ProcessEnv },
): Promise<number>;
