// @vitest-environment node
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { reactRouterProduction } from './react-router-production';

const root = fileURLToPath(new URL('..', import.meta.url));

function productionFile(): string {
  const plugin: Plugin = reactRouterProduction(root);
  const config = (
    plugin.config as unknown as () => { resolve: { alias: { replacement: string }[] } }
  )();
  return config.resolve.alias[0]?.replacement ?? '';
}

describe("react-router's production build", () => {
  it('is a file the package ships', () => {
    expect(productionFile()).toMatch(/react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    expect(existsSync(productionFile())).toBe(true);
  });

  it('exports every name the development build does', async () => {
    const production = (await import(/* @vite-ignore */ productionFile())) as object;
    const development = (await import('react-router')) as object;
    expect(Object.keys(production).sort()).toEqual(Object.keys(development).sort());
  });
});
