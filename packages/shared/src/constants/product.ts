/** Product identity of docs/content.md; deployments override the addresses by configuration. */
export const PRODUCT = Object.freeze({
  name: 'МаркетПульт',
  /** The Latin form for code, package and file names. */
  latinName: 'marketpult',
  defaultSupportEmail: 'support@marketpult.ru',
  defaultMailFrom: 'МаркетПульт <no-reply@marketpult.ru>',
} as const);

/** The copyright line of the sign-in footer, e.g. `© 2025 МаркетПульт`. */
export function copyrightLine(year: number): string {
  return `© ${year} ${PRODUCT.name}`;
}
