// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Plugin } from 'vite';
import { lazyMuiNumberFormat } from './lazy-number-format';

const MUI_MODULE = '/repo/node_modules/@mui/material/locale/utils/buildFormatNumber.mjs';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: 'load' | 'buildEnd') => plugin[name] as unknown as Hook;

/** The replacement module, loaded as the bundle would load it. */
async function replacement(): Promise<(locale: string) => (value: number) => string> {
  const code = hook(lazyMuiNumberFormat(), 'load').call({}, MUI_MODULE) as string;
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  return ((await import(/* @vite-ignore */ url)) as { default: never }).default;
}

describe("MUI's number formatter, made on first use", () => {
  afterEach(() => vi.restoreAllMocks());

  it('formats as Intl.NumberFormat does, and passes non-finite values through', async () => {
    const format = (await replacement())('ru-RU');
    expect(format(1234567.5)).toBe(new Intl.NumberFormat('ru-RU').format(1234567.5));
    expect(format(Number.NaN)).toBe('NaN');
    expect(format(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });

  it('makes no Intl.NumberFormat when a locale loads, one on the first number', async () => {
    const Original = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      locale?: string | string[],
    ) {
      return new Original(locale);
    } as typeof Intl.NumberFormat);
    const format = (await replacement())('ru-RU');
    expect(made).not.toHaveBeenCalled();
    format(1);
    format(2);
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('leaves every other module alone and fails a build that never met MUI’s', () => {
    const plugin = lazyMuiNumberFormat();
    expect(hook(plugin, 'load').call({}, '/repo/src/main.tsx')).toBeNull();
    const error = vi.fn();
    hook(plugin, 'buildEnd').call({ error });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('buildFormatNumber.mjs'));
  });
});
