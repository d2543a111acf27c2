export * from './classifications';
export { componentTypeCodes, type ComponentGrammar, type ComponentType, type ComponentTypeEntry } from './component-entry';
export * from './components';
export * from './constants';
export * from './options';
export * from './size-units';
export * from './us-states';
export * from './sourcing';
