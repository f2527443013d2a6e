// The package entry: the connector interface and its errors. Each marketplace's connector is
// registered in ./registry.ts once it exists.
export * from './core/connector';
export * from './core/errors';
export * from './registry';
