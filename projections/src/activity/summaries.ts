import type { RecordedEvent } from '@dealbook/infra/event-store/port';
import { accountSummaries } from '../accounts/activity-lines';
import { dealSummaries } from '../deals/activity-lines';
import { identitySummaries } from '../users/activity-lines';

export type Summarizer = (data: Record<string, unknown>, event: RecordedEvent) => string | null;

/**
 * One readable line per event type. Capabilities add their own as they arrive; an event without one
 * (or whose data a summarizer does not recognise, when it answers null) still gets a line from its type
 * and stream, so nothing is missing from the audit trail.
 */
const summarizers: Record<string, Summarizer> = {
  BenchPinged: (d) => `Benchmark ping${d.note ? `: ${String(d.note)}` : ''}`,
  ...identitySummaries,
  ...accountSummaries,
  ...dealSummaries,
  DealSummaryViewed: (d) => `Deal summary viewed (deal ${String(d.dealId)}, version ${String(d.dealVersion)})`,
  ProjectionRetryRequested: (d) => `Projection ${String(d.projection)}: retry from its checkpoint requested`,
  ProjectionRebuildRequested: (d) => `Projection ${String(d.projection)}: rebuild requested`,
  ActivityExported: (d) =>
    `Activity exported as ${String(d.format).toUpperCase()}: ${String(d.rows)} rows, filter ${JSON.stringify(d.filter)}`,
};

export function summarize(event: RecordedEvent): string {
  const data = (event.data ?? {}) as Record<string, unknown>;
  return summarizers[event.type]?.(data, event) ?? `${words(event.type)} ${subjectOf(data, event.streamId)}`;
}

const named = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * What an event without its own line is about: the deal it names (a model, a match, a file), as a reader
 * knows it, rather than the stream it happens to be stored on (a model's build sits on its buyer's stream).
 */
function subjectOf(data: Record<string, unknown>, streamId: string): string {
  const name = named(data.deal_name) ?? named(data.project_name) ?? named(data.projectName);
  if (name) return `for “${name}”`;
  const deal = named(data.deal_id) ?? named(data.dealId);
  return deal ? `on deal ${deal}` : `on ${streamId}`;
}

/** `PasswordChanged` → `Password changed`. */
function words(type: string): string {
  const s = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return s.charAt(0).toUpperCase() + s.slice(1);
}
