export * from './shared';
export { eventTypes } from './events';
export * from './identity';
