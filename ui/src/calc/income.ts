/**
 * The operating income dialogs (stabilized and interim NOI, the requirements): the inputs they
 * edit, the values they show for inputs left empty, the fields kept consistent with a change, the engine's
 * breakdown and the words for a net lease.
 */
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import { componentNoi } from '@dealbook/domain/calc/component-noi';
import { netLeaseTypeLabel, type NoiBreakdown } from '@dealbook/domain/calc/noi';
import type { NoiKind, SubPropertyInput } from '@dealbook/domain/calc/input';

type Draft = Record<string, unknown>;

const CHOICE = /^(stabilized|interim)_(lease_type|expense_input_type)$/;

/**
 * The value an input shows. Left empty, the lease type reads as gross (spec default) and the expense
 * method as the engine reads it: detailed when the older `detailed_inputs` flag says so, else the margin.
 */
export function shownInput(draft: Draft, key: string): unknown {
  const value = draft[key];
  const choice = CHOICE.exec(key);
  if ((value !== null && value !== undefined) || !choice) return value;
  if (choice[2] === 'lease_type') return 'gross';
  return draft[`${choice[1]}_detailed_inputs`] === true ? 'detailed' : 'margin';
}

const NET_FLAGS = ['single_net', 'double_net', 'triple_net'] as const;

/**
 * The draft after one input changes, with the inputs that restate it kept in step: `detailed_inputs`
 * follows the expense method, and `net_lease_type` holds the engine's label: the count of net flags set.
 */
export function withInput<T extends Draft>(draft: T, key: string, value: unknown): T {
  const next: Draft = { ...draft, [key]: value };
  const prefix = /^(stabilized|interim)_/.exec(key)?.[1];
  if (!prefix) return next as T;
  const field = key.slice(prefix.length + 1);
  if (field === 'expense_input_type') next[`${prefix}_detailed_inputs`] = value === 'detailed';
  if (field === 'lease_type' || (NET_FLAGS as readonly string[]).includes(field)) {
    const flags = Object.fromEntries(NET_FLAGS.map((flag) => [flag, next[`${prefix}_${flag}`] === true]));
    next[`${prefix}_net_lease_type`] = netLeaseTypeLabel(flags) || null;
  }
  return next as T;
}

/** The engine's breakdown of one NOI kind from the dialog's inputs (annual figures). */
export function incomeBreakdown(kind: NoiKind, c: SubProperty): NoiBreakdown {
  const noi = componentNoi({ ...c, is_interim_noi: kind === 'interim' ? true : c.is_interim_noi } as SubPropertyInput);
  return kind === 'interim' ? noi.interim! : noi.stabilized;
}

const TENANT_PAYS = { single_net: 'property taxes', double_net: 'insurance', triple_net: 'maintenance' } as const;

const list = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/**
 * What a net lease means to the engine: its label counts the flags set (one Single, two Double, three
 * Triple Net Lease), and each flag leaves out its own detailed expense: single net the taxes, double net
 * the insurance, triple net the maintenance. An expense margin is not affected.
 */
export function netLeaseSummary(kind: NoiKind, draft: Draft): { label: string; tenantPays: string } | null {
  if (shownInput(draft, `${kind}_lease_type`) !== 'net') return null;
  const set = NET_FLAGS.filter((flag) => draft[`${kind}_${flag}`] === true);
  const label = netLeaseTypeLabel(Object.fromEntries(set.map((flag) => [flag, true])));
  if (set.length === 0) return { label: 'Net lease', tenantPays: 'Tick what the tenant pays; until then every expense counts.' };
  const paid = list(set.map((flag) => TENANT_PAYS[flag]));
  const detailed = shownInput(draft, `${kind}_expense_input_type`) === 'detailed';
  return {
    label,
    tenantPays: `The tenant pays ${paid}: ${detailed ? 'left out of the detailed expenses' : 'left out once expenses are detailed; the expense margin is unchanged'}.`,
  };
}
