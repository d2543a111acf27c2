import { openBlobStore, openDocumentStore, openSealedEventStore, openJobQueue, openMailer } from '@dealbook/infra/adapters';
import { loadConfig } from '@dealbook/infra/config';
import { startWorkers } from './index';

/** The workers process (production shape): reactors enqueue BullMQ jobs, processors send mail. */
const config = loadConfig();
if (!config.SESSION_KEY) throw new Error('SESSION_KEY is required when the services run apart (it opens the tokens of mailed links)');
const documents = await openDocumentStore(config);
const { store } = await openSealedEventStore(config, documents);
const jobs = await openJobQueue(config);
const mailer = await openMailer(config);
const blobs = await openBlobStore(config);
const workers = startWorkers({
  store,
  documents,
  jobs,
  mailer,
  blobs,
  config: { appUrl: config.appUrl, sessionKey: Buffer.from(config.SESSION_KEY, 'hex') },
});
process.on(
  'SIGTERM',
  () =>
    void workers
      .stop()
      .then(() => jobs.close())
      .then(() => process.exit(0)),
);
