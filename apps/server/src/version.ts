import packageJson from '../package.json' with { type: 'json' };

/** The server's version, from apps/server/package.json (inlined into the bundle). */
export const VERSION: string = packageJson.version;
