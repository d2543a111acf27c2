export * from './build-id';
export * from './decide';
export * from './errors';
export * from './events';
export * from './state';
export * from './view';
export * from './rights';
export * from './facts';
