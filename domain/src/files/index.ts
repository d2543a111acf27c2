export * from './access';
export * from './decide';
export * from './errors';
export * from './events';
export * from './messages';
export * from './names';
export * from './state';
export * from './view';
