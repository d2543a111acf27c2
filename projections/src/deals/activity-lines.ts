import type { Summarizer } from '../activity/summaries';

/**
 * The audit trail's lines for deal and draft events. An event carries what it changed, not the deal's
 * name or version number (those are in the stream before it), so a save names the fields it changed.
 */
const quoted = (name: unknown) => (typeof name === 'string' && name ? `“${name}”` : 'without a name');
const count = (n: number) => `${n} change${n === 1 ? '' : 's'}`;

/** `sub_properties[item_id=c1].exit_cap_percentage_min` → `exit cap percentage min of a component`. */
function fieldsOf(changes: unknown): string {
  if (!Array.isArray(changes) || changes.length === 0) return '';
  const names = changes.map((c: { path?: unknown }) => {
    const path = String(c.path ?? '');
    const last = /([A-Za-z0-9_]+)(#order)?$/.exec(path.replace(/\[item_id=[^\]]*\]$/, ''));
    const field = (last?.[1] ?? path).replace(/_/g, ' ');
    if (path.endsWith('#order')) return `order of ${field}`;
    if (/\]$/.test(path)) return `an item of ${field}`;
    return path.includes('[item_id=') ? `${field} of an item` : field;
  });
  const unique = [...new Set(names)];
  return `: ${unique.slice(0, 3).join(', ')}${unique.length > 3 ? ` and ${unique.length - 3} more` : ''}`;
}

const who = (d: Record<string, unknown>) => (typeof d.email === 'string' && d.email ? d.email : 'A visitor with the link');
const what = (d: Record<string, unknown>) => (d.target === 'dataroom' ? 'the data room' : quoted(d.file_name));

/** `view, edit` — or `nothing` once every flag is off. */
function flagsOf(d: Record<string, unknown>): string {
  const flags = (['view', 'share', 'edit'] as const).filter((f) => d[`can_${f}`] === true);
  return flags.length ? flags.join(', ') : 'nothing (no access)';
}

const changeCount = (d: Record<string, unknown>) => (Array.isArray(d.changes) ? d.changes.length : 0);
const dealName = (d: Record<string, unknown>) => quoted((d.deal as Record<string, unknown> | undefined)?.project_name);

export const dealSummaries: Record<string, Summarizer> = {
  DealCreated: (d) => `Deal ${dealName(d)} created as version 1${d.partialId ? ' from its autosaved draft' : ''}`,
  DealUpdated: (d) => {
    const n = changeCount(d);
    if (d.autosave === true) return `Deal autosaved (${count(n)}${fieldsOf(d.changes)})`;
    return n === 0
      ? 'Deal saved as a new version (its autosaved changes)'
      : `Deal saved as a new version (${count(n)}${fieldsOf(d.changes)})`;
  },
  DealRenamed: (d) => `Deal renamed from ${quoted(d.from)} to ${quoted(d.to)}`,
  DealReplicated: (d) => {
    const source = d.source as { dealId?: unknown; dealVersion?: unknown } | undefined;
    const from = `deal ${String(source?.dealId)} version ${String(source?.dealVersion)}`;
    return `Deal ${dealName(d)} replicated from ${from}${d.buySide === true ? ' (buy-side copy)' : ''}`;
  },
  DealRestored: (d) => `Deal restored to version ${String(d.toVersion)} (${count(changeCount(d))}${fieldsOf(d.changes)})`,
  DealDeleted: () => 'Deal deleted (moved to the Deleted tab)',
  DealRecovered: () => 'Deal recovered from the Deleted tab',
  DealStatusChanged: (d) => `Deal status changed from ${String(d.from)} to ${String(d.to)}`,
  DealShared: (d) =>
    `Deal ${quoted(d.project_name)} shared with ${String(d.email)} (${flagsOf(d)})${d.account_created === true ? ', who was invited to open an account' : ''}`,
  CollaboratorPermissionsSet: (d) => `Collaborator ${String(d.user_id)} may now: ${flagsOf(d)}`,
  CollabArchived: () => 'Collab card archived by its collaborator',
  CollabUnarchived: () => 'Collab card brought back from the archive by its collaborator',
  CollabDuplicated: (d) => `Deal duplicated by a collaborator from version ${String(d.deal_version)} into deal ${String(d.deal_id)}`,
  DealMatched: (d) => {
    const matches = (d.matches as unknown[] | undefined)?.length ?? 0;
    return `Deal matched on version ${String(d.deal_version)}: ${matches} capital provider${matches === 1 ? '' : 's'} of ${String(d.divisions_considered)} divisions`;
  },
  MatchContacted: (d) =>
    `Capital provider ${quoted(d.company_name)} contacted: deal shared as a match with ${((d.invitees as { email?: unknown }[] | undefined) ?? []).map((i) => String(i.email)).join(', ')}`,
  MatchRated: (d) => `Match ${String(d.match_id)} rated ${String(d.rating)} of 5`,
  InvitationStatusChanged: (d) =>
    `Invitation ${String(d.status)} by ${String(d.provider_name)} (${quoted(d.company_name)}) on version ${String(d.deal_version)}${d.via === 'link' ? ' through the mailed link' : ''}`,
  FileUploaded: (d) =>
    `File ${quoted(d.file_name)} uploaded (${d.kind === 'image' ? 'deal image' : 'attachment'}, ${String(d.content_type)}, ${Math.ceil(Number(d.size) / 1024)} KB)`,
  FileRenamed: (d) => `File renamed from ${quoted(d.from)} to ${quoted(d.to)}`,
  FileDeleted: (d) => `File ${quoted(d.file_name)} deleted`,
  FileRestrictionSet: (d) =>
    `${d.target === 'dataroom' ? 'Data room' : `File ${String(d.target)}`} ${d.restricted === true ? 'restricted to permissioned people' : 'opened to anyone with its link'}`,
  FilePermissionGranted: (d) => `${String(d.email)} may now open ${d.target === 'dataroom' ? 'the data room' : `file ${String(d.target)}`}`,
  FilePermissionRemoved: (d) =>
    `${String(d.email)} may no longer open ${d.target === 'dataroom' ? 'the data room' : `file ${String(d.target)}`}`,
  FileAccessRequested: (d) =>
    `${String(d.email)} asked to open ${d.target === 'dataroom' ? 'the data room' : quoted(d.file_name)} (${String(d.type)})`,
  FileAccessDenied: (d) =>
    `${String(d.email)} was refused ${d.target === 'dataroom' ? 'the data room' : quoted(d.file_name)}: ${quoted(d.reason)}`,
  FileLinkOpened: (d) => `${who(d)} opened ${what(d)} through its link`,
  FileDownloaded: (d) => `${who(d)} downloaded ${what(d)}${d.via === 'link' ? ' through its link' : ''}`,
  FileViewed: (d) => `${who(d)} viewed ${what(d)} in the PDF viewer`,
  FileMailed: (d) => `${quoted(d.file_name)} mailed to ${String(d.email)}`,
  FileLinkMailed: (d) => `The link to ${what(d)} mailed to ${String(d.email)}`,
  DraftSaved: (d) => `Draft deal ${quoted((d.deal as Record<string, unknown> | undefined)?.project_name)} autosaved`,
  DraftDeleted: (d) => (d.dealId ? `Draft deal deleted: deal ${String(d.dealId)} created from it` : 'Draft deal discarded'),
};
