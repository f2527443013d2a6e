import type { Plugin } from 'vite';

/** The module of @mui/material that each of its locales calls when it loads. */
const MUI_BUILD_FORMAT_NUMBER =
  /[\\/]@mui[\\/]material[\\/]locale[\\/]utils[\\/]buildFormatNumber\.mjs$/;

/*
 * The same function as MUI's, except that the Intl.NumberFormat is made on first use instead
 * of when the locale loads. Importing `ruRU` made one at once, and the first Intl formatter of
 * a page loads the locale's ICU data: 25 ms of the 100 ms that evaluating /login's modules took
 * (CPU profile in Chromium), for a formatter only pagination and tables ever call.
 */
const LAZY_BUILD_FORMAT_NUMBER = `
const buildFormatNumber = (locale) => {
  let formatter;
  return (value) => {
    if (!Number.isFinite(value)) return String(value);
    if (formatter === undefined) {
      try {
        formatter = typeof Intl !== 'undefined' && Intl.NumberFormat ? new Intl.NumberFormat(locale) : null;
      } catch {
        formatter = null;
      }
    }
    return formatter ? formatter.format(value) : String(value);
  };
};
export default buildFormatNumber;
`;

/**
 * Replaces MUI's buildFormatNumber in the production build. The build fails when the module is
 * no longer there (MUI moved or renamed it), so the replacement cannot go stale unnoticed.
 */
export function lazyMuiNumberFormat(): Plugin {
  let replaced = false;
  return {
    name: 'marketpult-lazy-mui-number-format',
    apply: 'build',
    load(id) {
      if (!MUI_BUILD_FORMAT_NUMBER.test(id)) return null;
      replaced = true;
      return LAZY_BUILD_FORMAT_NUMBER;
    },
    buildEnd(error) {
      if (!error && !replaced) {
        this.error(
          'lazy-number-format: @mui/material/locale/utils/buildFormatNumber.mjs not found',
        );
      }
    },
  };
}
