import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CardOnFile, ProviderNotice } from './port';

/** One plan as the sandbox provider bills it. */
export interface SandboxSubscription {
  userId: string;
  customerRef: string;
  planId: string;
  term: 'monthly' | 'annual';
  /** Cents of each charge from here on. */
  amount: number;
  /** A 'repeating' discount: when it ends, and the price charged from then on. */
  discountEnds?: string | null;
  fullAmount?: number;
  /** The discounted first charge still owed at a trial's end (null once charged). */
  pendingFirstCharge: number | null;
  periodEnd: string;
  cancelAtPeriodEnd: boolean;
  /** A renewal charge that failed and will be tried again. */
  failing: { invoiceId: string; attempt: number; nextAttemptAt: string } | null;
  ended: boolean;
}

/** A one-time charge that went through, as the sandbox provider keeps it (what its dashboard would list). */
export interface SandboxCharge {
  chargeRef: string;
  /** The request's idempotency key: the same key answers this charge again, also after a restart. */
  idempotencyKey: string;
  userId: string;
  email: string;
  customerRef: string | null;
  amount: number;
  description: string;
  metadata: Record<string, string>;
  card: CardOnFile;
  at: string;
}

interface LedgerData {
  customers: Record<string, CardOnFile & { number: string }>;
  subscriptions: Record<string, SandboxSubscription>;
  /** One-time charges, oldest first. */
  charges: SandboxCharge[];
  /** Notices made but not yet delivered (a failed delivery is tried again at the next run). */
  pending: ProviderNotice[];
  seq: number;
}

export interface Ledger {
  data: LedgerData;
  save(): void;
}

/**
 * The sandbox provider's own records: in memory, or in a JSON file (written whole and renamed into place,
 * so a crash leaves the old or the new file, never half of one). Test card numbers only ever reach it.
 */
export function sandboxLedger(file?: string): Ledger {
  const empty: LedgerData = { customers: {}, subscriptions: {}, charges: [], pending: [], seq: 0 };
  const data: LedgerData = file && existsSync(file) ? { ...empty, ...(JSON.parse(readFileSync(file, 'utf8')) as LedgerData) } : empty;
  return {
    data,
    save() {
      if (!file) return;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(`${file}.tmp`, JSON.stringify(data));
      renameSync(`${file}.tmp`, file);
    },
  };
}
