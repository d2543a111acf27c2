import { assertNever } from '../shared';
import { industryIds } from '../catalog/sourcing';
import { matchingErrors } from './errors';
import { emptySelection, type Selection } from './selection';
import type { SourcingEvent } from './sourcing-events';

/** A command as the deciders see it. `now` is an ISO 8601 string from the handler's clock. */
interface Command<Type extends string, Data> {
  type: Type;
  data: Data & { now: string; actorId: string };
}

export type CreateDivision = Command<'CreateDivision', { divisionId: string; industryId: string; name: string }>;
export type DeleteDivision = Command<'DeleteDivision', { divisionId: string }>;
/** Save: the division's name and its whole strategy, as the screen's working copy holds them. */
export type SaveDivision = Command<'SaveDivision', { divisionId: string; name: string; selection: Selection }>;
export type SourcingCommand = CreateDivision | DeleteDivision | SaveDivision;

export interface DivisionState {
  industry_id: string;
  name: string;
  selection: Selection;
}
export type Divisions = Record<string, DivisionState>;

export function evolveSourcing(divisions: Divisions, event: SourcingEvent): Divisions {
  const d = event.data;
  switch (event.type) {
    case 'DivisionCreated':
      return { ...divisions, [d.division_id]: { industry_id: event.data.industry_id, name: event.data.name, selection: emptySelection() } };
    case 'DivisionRenamed':
      return patch(divisions, d.division_id, { name: event.data.to });
    case 'DivisionDeleted': {
      const { [d.division_id]: _gone, ...rest } = divisions;
      return rest;
    }
    case 'DivisionStrategySaved':
      return patch(divisions, d.division_id, { selection: event.data.strategy });
    default:
      return assertNever(event);
  }
}

function patch(divisions: Divisions, id: string, change: Partial<DivisionState>): Divisions {
  const current = divisions[id];
  return current ? { ...divisions, [id]: { ...current, ...change } } : divisions;
}

/**
 * The profile's rules: a division name is non-empty and unique within its industry,
 * compared without case or surrounding spaces, its own current name excluded when renaming. A save that
 * changes nothing records nothing.
 */
export function decideSourcing(command: SourcingCommand, divisions: Divisions): SourcingEvent[] {
  const stamp = { at: command.data.now, by: command.data.actorId };
  switch (command.type) {
    case 'CreateDivision': {
      const { divisionId, industryId } = command.data;
      if (!industryIds.includes(industryId as never)) throw matchingErrors.unknownIndustry();
      if (divisions[divisionId]) return [];
      const name = validName(command.data.name, industryId, divisionId, divisions);
      return [{ type: 'DivisionCreated', data: { division_id: divisionId, industry_id: industryId, name, ...stamp } }];
    }
    case 'DeleteDivision': {
      const current = existing(divisions, command.data.divisionId);
      return [{ type: 'DivisionDeleted', data: { division_id: command.data.divisionId, name: current.name, ...stamp } }];
    }
    case 'SaveDivision': {
      const { divisionId, selection } = command.data;
      const current = existing(divisions, divisionId);
      const name = validName(command.data.name, current.industry_id, divisionId, divisions);
      const events: SourcingEvent[] = [];
      if (name !== current.name)
        events.push({ type: 'DivisionRenamed', data: { division_id: divisionId, from: current.name, to: name, ...stamp } });
      if (JSON.stringify(selection) !== JSON.stringify(current.selection))
        events.push({ type: 'DivisionStrategySaved', data: { division_id: divisionId, strategy: selection, ...stamp } });
      return events;
    }
    default:
      return assertNever(command);
  }
}

function existing(divisions: Divisions, id: string): DivisionState {
  const current = divisions[id];
  if (!current) throw matchingErrors.divisionNotFound();
  return current;
}

const key = (name: string) => name.trim().toLowerCase();

function validName(raw: string, industryId: string, ownId: string, divisions: Divisions): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) throw matchingErrors.divisionNameRequired();
  const taken = Object.entries(divisions).some(([id, d]) => id !== ownId && d.industry_id === industryId && key(d.name) === key(name));
  if (taken) throw matchingErrors.divisionNameTaken(name);
  return name;
}
