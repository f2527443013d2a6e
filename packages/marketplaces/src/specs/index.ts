// The vendored official API files, normalised (specs/ERRATA.md), for type generation and the sandbox.
export { loadOfficialSpec } from './load-official-spec';
export type { OfficialSpec, SpecMarketplace, WildberriesSpec } from './load-official-spec';
export { CUSTOM_FORMATS } from './custom-formats';
export { VENDORED, WILDBERRIES_CATEGORY_FILES } from './vendored-files';
export type { WildberriesCategory } from './vendored-files';
export type { Fix } from './fix-log';
export { operationIdFor } from './wildberries-errata';
