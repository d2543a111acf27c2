import type { DocumentStore } from '@dealbook/infra/document-store/port';
import type { EventStore } from '@dealbook/infra/event-store/port';
import type { JobQueue } from '@dealbook/infra/jobs/port';
import type { Mailer } from '@dealbook/infra/mail/port';
import type { BlobStore } from '@dealbook/infra/blobs/port';
import { accountMailReactor } from './account-mail/reactor';
import { identityMailReactor } from './identity-mail/reactor';
import { processMail } from './mail-jobs';
import { mailLog } from './mail-log';
import { sharingMailReactor } from './sharing-mail/reactor';
import { matchingMailReactor } from './matching-mail/reactor';
import { fileMailReactor } from './file-mail/reactor';
import { startReactor, type Reactor } from './reactor';
import { modelReactor } from './model/reactor';
import { processModelBuilds } from './model/jobs';
import { eventTypes } from '@dealbook/domain';
import type { Log } from '@dealbook/infra/log/logger';
import { erasureReactor, processErasures } from './erasure';

export * from './reactor';
export { MAIL_QUEUE } from './mail-jobs';
export { ERASURE_QUEUE } from './erasure';
export { MODEL_QUEUE, MODEL_ATTEMPTS, processModelBuilds } from './model/jobs';
export { modelReactor } from './model/reactor';
export { MAIL_LOG, type MailLogDoc } from './mail-log';
export { identityMailReactor } from './identity-mail/reactor';
export { accountMailReactor } from './account-mail/reactor';
export { sharingMailReactor } from './sharing-mail/reactor';
export { preferenceLookup } from './account-mail/preferences';

/** What the reactors need from configuration: links point at the app, sealed tokens open with the key. */
export interface WorkersConfig {
  appUrl: string;
  sessionKey: Buffer;
}

/** Every reactor of the product. */
export function allReactors(config: WorkersConfig): Reactor[] {
  return [
    identityMailReactor(config),
    accountMailReactor(config),
    sharingMailReactor(config),
    matchingMailReactor(config),
    fileMailReactor(config),
    modelReactor(config),
    erasureReactor(),
  ];
}

/** Starts the job processors and the reactors that feed them; returns a stop function. */
export function startWorkers(deps: {
  store: EventStore;
  documents: DocumentStore;
  jobs: JobQueue;
  mailer: Mailer;
  /** Files mailed with a message (a deal's attachment mailed to a phone). */
  blobs?: BlobStore;
  config: WorkersConfig;
  reactors?: Reactor[];
  clock?: () => Date;
  /** The process's logger: a reactor that starts again after a failure says so there. */
  log?: Log;
}) {
  processMail(deps.jobs, deps.mailer, deps.clock, mailLog(deps.documents), deps.blobs);
  processErasures(deps);
  if (deps.blobs) processModelBuilds({ ...deps, blobs: deps.blobs, types: eventTypes });
  const running = (deps.reactors ?? allReactors(deps.config)).map((reactor) => startReactor({ ...deps, reactor }));
  return {
    async stop() {
      await Promise.all(running.map((r) => r.stop()));
    },
  };
}
