export * from './shared';
export { eventTypes } from './events';
export * from './identity';
export * from './deals';
export * from './calc';
export * from './account';
export * from './access';
export * from './matching';
export * from './entitlements';
