// The package entry: everything the web app and the server share. Deep imports
// ('@marketpult/shared/constants/order-status') work too.
export * from './api-paths';
export * from './client-routes';
export * from './runtime-config';

export * from './constants/business-limits';
export * from './constants/calendar';
export * from './constants/marketplaces';
export * from './constants/order-status';
export * from './constants/product';
export * from './constants/ui-layout';
export * from './constants/validation-limits';

export * from './economics';

export * from './contracts/api-contracts';
export * from './contracts/auth';
export * from './contracts/cabinets';
export * from './contracts/catalog';
export * from './contracts/common';
export * from './contracts/error-response';
export * from './contracts/healthz';
export * from './contracts/instructions';
export * from './contracts/md5';
export * from './contracts/registration';
export * from './contracts/sign-up-result';

export * from './domain/client-route-match';
export * from './domain/instructions-for-page';
export * from './domain/registration-rules';
export * from './domain/route-pattern';
