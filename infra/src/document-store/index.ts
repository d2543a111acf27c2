export type { CollectionSpec, Doc, DocumentStore, Filter, FindOptions, IndexSpec, Sort, WriteOp } from './port';
export { createEmbeddedDocumentStore, type EmbeddedDocumentStore } from './embedded';
export { createMongoDocumentStore } from './mongodb';
