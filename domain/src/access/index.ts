export * from './policy';
export * from './authorize';
