/**
 * The production document store on MongoDB (a replica set: `write` runs in a transaction). Filters
 * go to the server as written once they pass the same parser as the embedded store, so both stores
 * accept the same subset and refuse the rest. Documents are stored in their JSON form, as the
 * embedded store keeps them, so both hand back the same values (a Date becomes its ISO string).
 */
import { MongoClient, MongoServerError, type AnyBulkWriteOperation, type Filter as MongoFilter } from 'mongodb';
import { checkCollectionName, checkFindOptions, parseFilter, storedJson } from './filter-parse';
import {
  GuardFailedError,
  type CollectionSpec,
  type Doc,
  type DocumentStore,
  type EnsureOptions,
  type Filter,
  type FindOptions,
  type WriteGuard,
  type WriteOp,
} from './port';

const NAMESPACE_EXISTS = 48;

interface Run {
  collection: string;
  ops: AnyBulkWriteOperation<Doc>[];
}

export function createMongoDocumentStore(o: { url: string; dbName: string }): DocumentStore {
  // The driver connects on first use; ignoreUndefined drops undefined fields as JSON does.
  const client = new MongoClient(o.url, { ignoreUndefined: true });
  const db = client.db(o.dbName);

  function collection(name: string) {
    checkCollectionName(name);
    return db.collection<Doc>(name);
  }

  function filterFor(filter: Filter | undefined): MongoFilter<Doc> {
    parseFilter(filter);
    return (filter ?? {}) as MongoFilter<Doc>;
  }

  /** Checks every op before anything is sent, and groups neighbours on one collection into one bulkWrite. */
  function runsOf(ops: WriteOp[]): Run[] {
    const runs: Run[] = [];
    for (const op of ops) {
      checkCollectionName(op.collection);
      let bulk: AnyBulkWriteOperation<Doc>;
      if (op.op === 'upsert') {
        const doc = JSON.parse(storedJson(op.doc)) as Doc;
        bulk = { replaceOne: { filter: { _id: doc._id }, replacement: doc, upsert: true } };
      } else if (op.op === 'delete') {
        if (typeof op.id !== 'string') throw new Error('A delete needs a string id');
        bulk = { deleteOne: { filter: { _id: op.id } } };
      } else {
        throw new Error(`Unknown write op ${String((op as { op: unknown }).op)}`);
      }
      const last = runs.at(-1);
      if (last && last.collection === op.collection) last.ops.push(bulk);
      else runs.push({ collection: op.collection, ops: [bulk] });
    }
    return runs;
  }

  async function write(ops: WriteOp[], guard?: WriteGuard): Promise<void> {
    const runs = runsOf(ops);
    if (runs.length === 0) return;
    const session = client.startSession();
    try {
      await session.withTransaction(async () => {
        if (guard) {
          // Written, not only read, in the transaction: a claim of the same document then conflicts with it
          // and waits for it to commit or abort, so no batch is written under a lease already taken.
          const held = await db
            .collection<Doc>(guard.collection)
            .updateOne({ _id: guard.id, ...guard.match }, { $set: { guarded_at: Date.now() } }, { session });
          if (held.matchedCount !== 1) throw new GuardFailedError(guard);
        }
        for (const run of runs) await db.collection<Doc>(run.collection).bulkWrite(run.ops, { session, ordered: true });
      });
    } finally {
      await session.endSession();
    }
  }

  return {
    async ensureCollection(spec: CollectionSpec, options: EnsureOptions = {}) {
      checkCollectionName(spec.name);
      try {
        await db.createCollection(spec.name);
      } catch (error) {
        if (!(error instanceof MongoServerError && error.code === NAMESPACE_EXISTS)) throw error;
      }
      // Nothing to remember for a deferred index: the server keeps no shapes, and the next call builds it.
      if (options.deferIndexes) return;
      for (const index of spec.indexes ?? []) {
        await collection(spec.name).createIndex(index.fields, index.unique ? { unique: true } : {});
      }
    },
    async get<T extends Doc = Doc>(name: string, id: string) {
      return (await collection(name).findOne({ _id: id })) as T | null;
    },
    async find<T extends Doc = Doc>(name: string, filter?: Filter, options: FindOptions = {}) {
      const query = filterFor(filter);
      checkFindOptions(options);
      const cursor = collection(name).find(query);
      if (options.sort && Object.keys(options.sort).length > 0) cursor.sort(options.sort);
      if (options.skip) cursor.skip(options.skip);
      if (options.limit) cursor.limit(options.limit);
      return (await cursor.toArray()) as unknown as T[];
    },
    async count(name: string, filter?: Filter) {
      return collection(name).countDocuments(filterFor(filter));
    },
    async upsert(name: string, doc: Doc) {
      const [run] = runsOf([{ op: 'upsert', collection: name, doc }]);
      await db.collection<Doc>(name).bulkWrite(run!.ops);
    },
    async insertIfAbsent(name: string, doc: Doc) {
      checkCollectionName(name);
      try {
        await db.collection<Doc>(name).insertOne(doc);
        return true;
      } catch (error) {
        // E11000: a document with this id is there already, whoever stored it.
        if ((error as { code?: number }).code === 11000) return false;
        throw error;
      }
    },
    async delete(name: string, id: string) {
      const [run] = runsOf([{ op: 'delete', collection: name, id }]);
      await db.collection<Doc>(name).bulkWrite(run!.ops);
    },
    write,
    async claim(name: string, id: string, holder: string, now: Date, ttlMs: number) {
      checkCollectionName(name);
      const expiresAt = now.getTime() + ttlMs;
      try {
        // Matches only a lease this holder has or one that expired; held by another, the upsert's insert
        // collides with its _id (E11000) and the claim fails.
        const lease = await db
          .collection<Doc>(name)
          .findOneAndUpdate(
            { _id: id, $or: [{ holder }, { expires_at: { $lte: now.getTime() } }] },
            { $set: { holder, expires_at: expiresAt } },
            { upsert: true, returnDocument: 'after' },
          );
        return lease?.holder === holder;
      } catch (error) {
        if ((error as { code?: number }).code === 11000) return false;
        throw error;
      }
    },
    async renameCollection(from: string, to: string) {
      checkCollectionName(from);
      checkCollectionName(to);
      if (from === to) throw new Error(`Cannot rename ${from} to itself`);
      await db.renameCollection(from, to, { dropTarget: true });
    },
    async dropCollection(name: string) {
      checkCollectionName(name);
      await db.dropCollection(name);
    },
    async listCollections() {
      const infos = await db.listCollections({}, { nameOnly: true }).toArray();
      return infos
        .map((c) => c.name)
        .filter((n) => !n.startsWith('system.'))
        .sort();
    },
    async close() {
      await client.close();
    },
  };
}
