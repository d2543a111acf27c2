export * from './decider';
export * from './errors';
export * from './event-types';
export * from './names';
export * from './json-text';
export * from './mail-limits';
export * from './ownership';
