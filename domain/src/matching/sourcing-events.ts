import { z } from 'zod';
import type { DomainEvent } from '../shared';
import { selectionSchema } from './selection';

// Stream company-<id>: the company's sourcing profile (the requirements "Company sourcing data"), division by division.
// `by` is the colleague who changed it; every colleague of the company may.
const stamp = { at: z.iso.datetime({ offset: true }), by: z.string().min(1) };
const division = { division_id: z.string().min(1) };

export const divisionCreatedSchema = z.object({ ...division, industry_id: z.string().min(1), name: z.string().min(1), ...stamp });
export const divisionRenamedSchema = z.object({ ...division, from: z.string(), to: z.string().min(1), ...stamp });
export const divisionDeletedSchema = z.object({ ...division, name: z.string(), ...stamp });
/** The saved strategy replaces the division's original whole (the screen's working copy becomes it). */
export const divisionStrategySavedSchema = z.object({ ...division, strategy: selectionSchema, ...stamp });

type Data<S extends z.ZodType> = z.infer<S>;

export type DivisionCreated = DomainEvent<'DivisionCreated', Data<typeof divisionCreatedSchema>>;
export type DivisionRenamed = DomainEvent<'DivisionRenamed', Data<typeof divisionRenamedSchema>>;
export type DivisionDeleted = DomainEvent<'DivisionDeleted', Data<typeof divisionDeletedSchema>>;
export type DivisionStrategySaved = DomainEvent<'DivisionStrategySaved', Data<typeof divisionStrategySavedSchema>>;
export type SourcingEvent = DivisionCreated | DivisionRenamed | DivisionDeleted | DivisionStrategySaved;

export const sourcingEventTypes = {
  DivisionCreated: { schema: divisionCreatedSchema, version: 1 },
  DivisionRenamed: { schema: divisionRenamedSchema, version: 1 },
  DivisionDeleted: { schema: divisionDeletedSchema, version: 1 },
  DivisionStrategySaved: { schema: divisionStrategySavedSchema, version: 1 },
} as const;
