export * from './app';
export * from './adapters';
