export * from './buttons';
export * from './cards';
export * from './kinds';
export * from './plans';
