export * from './basics';
export * from './errors';
export * from './session';
export * from './fast-parse';
