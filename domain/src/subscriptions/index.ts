export * from './buttons';
export * from './cards';
export * from './kinds';
export * from './plans';
export * from './decide';
export * from './events';
export * from './state';
export * from './view';
