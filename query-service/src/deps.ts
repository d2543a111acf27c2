import type { EmailVerifier } from '@dealbook/infra/email-verification/port';
import type { EventTypes } from '@dealbook/domain';
import type { DocumentStore } from '@dealbook/infra/document-store/port';
import type { EventStore } from '@dealbook/infra/event-store/port';
import type { Geocoder } from '@dealbook/infra/geocoding/port';
import type { BenchmarkPort } from '@dealbook/infra/benchmarks/port';
import type { BlobStore } from '@dealbook/infra/blobs/port';
import type { SharedCounters } from '@dealbook/infra/counters/redis';
import type { MailLimits } from '@dealbook/infra/http/mail-limits';

export interface ProjectionStatusView {
  name: string;
  version: number;
  state: string;
  checkpoint: string;
  head: string;
  lag: number;
  last_error: string | null;
}

/** How far the read models are: the projection runner in-process, or its checkpoints in production. */
export interface ReadProgress {
  waitFor(position: string, names?: string[], timeoutMs?: number): Promise<boolean>;
  status(): Promise<ProjectionStatusView[]>;
}

export interface QueryServiceDeps {
  documents: DocumentStore;
  progress: ReadProgress;
  /**
   * Token checks read the token's own stream: exact, with no projection lag. Its one write: recording an
   * activity export (activity-export.ts).
   */
  store: Pick<EventStore, 'readStream' | 'readAll' | 'append'>;
  /**
   * The log as stored, people's data still sealed: what the audit check verifies, since the links and seals
   * were made over the stored bytes (the store above opens the sealed values, which would break every link).
   */
  storedLog: Pick<EventStore, 'readStream' | 'readAll'>;
  types: EventTypes;
  clock: () => Date;
  /** What `GET /api/get_app_env` answers. */
  appEnv: { env: 'embedded' | 'production'; app_url: string };
  /** Signs and checks the unsubscribe and referral links (absent: those routes answer 404). */
  sessionKey?: Buffer;
  /** The share and invite dialogs' address check (`GET /api/hunter/email/validate`); absent: that route answers 404. */
  emailVerifier?: EmailVerifier;
  /** Address suggestions; the embedded list of US cities when absent. */
  geocoder?: Geocoder;
  /** DealComp benchmarks; comparables from the platform's own deals when absent. */
  benchmarks?: BenchmarkPort;
  /** MATCHING_OPEN: every account may see its match lists (else admins only) until subscriptions decide. */
  matchingOpen?: boolean;
  /** Uploaded files' bytes, for the download route (absent: downloads answer 404). */
  blobs?: BlobStore;
  /** How the browser tokenises cards: the sandbox's route (embedded), or Stripe.js with this key. */
  payments?: { key: string | null; sandbox: boolean };
  /** How long a request may wait for `X-Min-Position` before answering 503. */
  minPositionWaitMs?: number;
  /** Counters shared by the service's instances (COUNTERS=redis); absent, the mail limits count in this process. */
  counters?: SharedCounters;
  /** The daily mail limits (one instance for the whole process, so every route counts into the same days); absent, the routes count in their own. */
  mailLimits?: MailLimits;
}
