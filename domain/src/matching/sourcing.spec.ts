import { describe, expect, it } from 'vitest';
import { givenFor } from '../identity/given';
import { DomainError, fold, type Decider } from '../shared';
import { emptySelection, selectionFrom, strategyOf, type SentStrategy } from './selection';
import { decideSourcing, evolveSourcing, type Divisions, type SourcingCommand } from './sourcing';
import type { SourcingEvent } from './sourcing-events';

const sourcing: Decider<SourcingCommand, SourcingEvent, Divisions> = {
  decide: decideSourcing,
  evolve: evolveSourcing,
  initialState: {},
};
const given = givenFor(sourcing);

const cre = 'commercial-real-estate';
const ann = 'user-ann';
const now = '2026-11-25T10:00:00.000Z';
const stamp = { at: now, by: ann };

const create = (divisionId: string, name: string, industryId = cre): SourcingCommand => ({
  type: 'CreateDivision',
  data: { divisionId, industryId, name, now, actorId: ann },
});
const save = (divisionId: string, name: string, selection = emptySelection()): SourcingCommand => ({
  type: 'SaveDivision',
  data: { divisionId, name, selection, now, actorId: ann },
});
const remove = (divisionId: string): SourcingCommand => ({ type: 'DeleteDivision', data: { divisionId, now, actorId: ann } });
const created = (divisionId: string, name: string): SourcingEvent => ({
  type: 'DivisionCreated',
  data: { division_id: divisionId, industry_id: cre, name, ...stamp },
});

/** Two divisions of the one industry. */
const twoDivisions = [created('d1', 'Bridge Lending'), created('d2', 'Core Equity')];

describe('creating a division', () => {
  it('records it under its industry, the name trimmed and its blanks collapsed', () =>
    given([])
      .when(create('d1', '  Bridge   Lending '))
      .then([created('d1', 'Bridge Lending')]));

  it('starts with an empty strategy: no preference stated', () =>
    expect(fold(sourcing, twoDivisions).d1).toEqual({ industry_id: cre, name: 'Bridge Lending', selection: emptySelection() }));

  it('refuses an empty name', () => {
    given([]).when(create('d1', '')).thenFails('DIVISION_NAME_REQUIRED');
    given([]).when(create('d1', '   ')).thenFails('DIVISION_NAME_REQUIRED');
  });

  it('refuses a name taken in the industry, whatever its case and surrounding blanks', () => {
    const error = given(twoDivisions).when(create('d3', ' bridge LENDING ')).thenFails('DIVISION_NAME_TAKEN');
    expect(error.kind).toBe('conflict');
  });

  it('allows a name taken in another industry only', () => {
    // One industry exists today: a division of another is put into the state by hand to try the rule.
    const elsewhere: Divisions = { x1: { industry_id: 'other-industry', name: 'Bridge Lending', selection: emptySelection() } };
    expect(decideSourcing(create('d1', 'Bridge Lending'), elsewhere)).toEqual([created('d1', 'Bridge Lending')]);
    const both: Divisions = { ...elsewhere, d1: { industry_id: cre, name: 'Bridge Lending', selection: emptySelection() } };
    expect(() => decideSourcing(create('d2', 'bridge lending'), both)).toThrow(DomainError);
  });

  it('refuses an unknown industry', () =>
    given([])
      .when(create('d1', 'Bridge', 'agriculture'))
      .thenFails('UNKNOWN_INDUSTRY'));

  it('records nothing when the same division is created again (a retried request)', () =>
    given(twoDivisions).when(create('d1', 'Bridge Lending')).then([]));
});

describe('saving a division', () => {
  const strategy = selectionFrom({ Asset_Class: ['DEBT'], Territory: ['TX'], CapitalTransSize: { min: '$5,000,000', max: null } });

  it('records nothing when neither the name nor the strategy changed', () => {
    given(twoDivisions).when(save('d1', 'Bridge Lending')).then([]);
    given(twoDivisions).when(save('d1', ' Bridge  Lending ')).then([]);
  });

  it('records a rename, excluding its own name from the names taken', () => {
    given(twoDivisions)
      .when(save('d1', 'BRIDGE LENDING'))
      .then([{ type: 'DivisionRenamed', data: { division_id: 'd1', from: 'Bridge Lending', to: 'BRIDGE LENDING', ...stamp } }]);
    given(twoDivisions)
      .when(save('d1', 'Construction'))
      .then([{ type: 'DivisionRenamed', data: { division_id: 'd1', from: 'Bridge Lending', to: 'Construction', ...stamp } }]);
  });

  it('refuses a rename to a colleague division’s name, or to nothing', () => {
    given(twoDivisions).when(save('d1', 'core equity')).thenFails('DIVISION_NAME_TAKEN');
    given(twoDivisions).when(save('d1', ' ')).thenFails('DIVISION_NAME_REQUIRED');
  });

  it('records the strategy saved, and both events when both changed', () => {
    given(twoDivisions)
      .when(save('d1', 'Bridge Lending', strategy))
      .then([{ type: 'DivisionStrategySaved', data: { division_id: 'd1', strategy, ...stamp } }]);
    given(twoDivisions)
      .when(save('d1', 'Bridge Loans', strategy))
      .then([
        { type: 'DivisionRenamed', data: { division_id: 'd1', from: 'Bridge Lending', to: 'Bridge Loans', ...stamp } },
        { type: 'DivisionStrategySaved', data: { division_id: 'd1', strategy, ...stamp } },
      ]);
  });

  it('keeps the saved strategy as the division’s, and records nothing when the same is saved again', () => {
    const saved = [...twoDivisions, ...sourcing.decide(save('d1', 'Bridge Lending', strategy), fold(sourcing, twoDivisions))];
    expect(fold(sourcing, saved).d1?.selection).toEqual(strategy);
    given(saved)
      .when(save('d1', 'Bridge Lending', strategy))
      .then([]);
  });

  it('refuses an unknown division', () => given(twoDivisions).when(save('d9', 'Bridge')).thenFails('DIVISION_NOT_FOUND'));
});

describe('deleting a division', () => {
  it('records it with its name, and frees the name', () => {
    given(twoDivisions)
      .when(remove('d1'))
      .then([{ type: 'DivisionDeleted', data: { division_id: 'd1', name: 'Bridge Lending', ...stamp } }]);
    const deleted = [...twoDivisions, ...sourcing.decide(remove('d1'), fold(sourcing, twoDivisions))];
    expect(Object.keys(fold(sourcing, deleted))).toEqual(['d2']);
    given(deleted)
      .when(create('d3', 'Bridge Lending'))
      .then([created('d3', 'Bridge Lending')]);
  });

  it('refuses an unknown division, or one already deleted', () => {
    given(twoDivisions).when(remove('d9')).thenFails('DIVISION_NOT_FOUND');
    const deleted = [...twoDivisions, ...sourcing.decide(remove('d1'), fold(sourcing, twoDivisions))];
    given(deleted).when(remove('d1')).thenFails('DIVISION_NOT_FOUND');
  });
});

describe('selectionFrom: the strategy a client sent, checked', () => {
  const failsWith = (sent: SentStrategy, code: string) => {
    let caught: unknown;
    try {
      selectionFrom(sent);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DomainError);
    expect((caught as DomainError).code).toBe(code);
    return caught as DomainError;
  };

  it('an empty strategy is the empty selection', () => expect(selectionFrom({})).toEqual(emptySelection()));

  it('takes selected values from option lists or plain values, in the catalogue’s order, once each', () => {
    const sent = {
      Risk_Class: [
        { value: 'value-add', selected: true },
        { value: 'core', selected: true },
        { value: 'opportunistic', selected: false },
      ],
      Territory: ['TX', 'NY', 'TX'],
      Horizon: { DEBT: [{ value: 'long' }, 'short'] },
    };
    expect(selectionFrom(sent)).toMatchObject({
      Risk_Class: ['core', 'value-add'],
      Territory: ['NY', 'TX'],
      Horizon: { DEBT: ['short', 'long'], DEQT: [], PHYS: [] },
    });
  });

  it('refuses an unknown option, naming its group and values', () => {
    const error = failsWith({ Property: ['multifamily', 'castle'] }, 'UNKNOWN_OPTION');
    expect(error.details).toEqual({ group: 'Property', values: ['castle'] });
    expect(failsWith({ Horizon: { DEQT: ['forever'] } }, 'UNKNOWN_OPTION').details).toEqual({ group: 'Horizon.DEQT', values: ['forever'] });
    // Sent as an option object as well.
    failsWith({ Territory: [{ value: 'XX', selected: true }] }, 'UNKNOWN_OPTION');
  });

  it('refuses an inverted size range, the minimum equal to the maximum included', () => {
    failsWith({ CapitalTransSize: { min: 10_000_000, max: 5_000_000 } }, 'INVERTED_TRANSACTION_SIZE');
    failsWith({ CapitalTransSize: { min: 5_000_000, max: 5_000_000 } }, 'INVERTED_TRANSACTION_SIZE');
    failsWith({ CapitalTransSize: { min: '$5,000,000', max: '$5,000,000' } }, 'INVERTED_TRANSACTION_SIZE');
  });

  it('refuses a negative or unreadable size', () => {
    failsWith({ CapitalTransSize: { min: -1, max: null } }, 'INVALID_TRANSACTION_SIZE');
    failsWith({ CapitalTransSize: { min: null, max: '-$5,000' } }, 'INVALID_TRANSACTION_SIZE');
    failsWith({ CapitalTransSize: { min: 'five million', max: null } }, 'INVALID_TRANSACTION_SIZE');
  });

  it('accepts an empty maximum (no limit), and amounts written as money', () => {
    expect(selectionFrom({ CapitalTransSize: { min: 5_000_000, max: null } }).CapitalTransSize).toEqual({ min: 5_000_000, max: null });
    expect(selectionFrom({ CapitalTransSize: { min: 5_000_000, max: '' } }).CapitalTransSize).toEqual({ min: 5_000_000, max: null });
    expect(selectionFrom({ CapitalTransSize: { min: '$5,000,000', max: '$ 25,000,000' } }).CapitalTransSize).toEqual({
      min: 5_000_000,
      max: 25_000_000,
    });
    expect(selectionFrom({ CapitalTransSize: { min: null, max: '1,000,000' } }).CapitalTransSize).toEqual({ min: null, max: 1_000_000 });
  });

  it('strategyOf lists every option with its flag, and reads back as the same selection', () => {
    const selection = selectionFrom({ Asset_Class: ['DEQT'], Geography: ['US'], Territory: ['CA'] });
    const strategy = strategyOf(selection);
    expect(strategy.Asset_Class.map((o) => [o.value, o.selected])).toEqual([
      ['DEBT', false],
      ['DEQT', true],
      ['PHYS', false],
    ]);
    expect(strategy.Geography[0]).toMatchObject({ value: 'US', region: 'North America', Order: 1, selected: true });
    expect(strategy.Territory.find((o) => o.value === 'CA')).toMatchObject({ country: 'US', countryregion: 'West', selected: true });
    expect(strategy.Horizon.DEBT.map((o) => o.value)).toEqual(['short', 'medium', 'long']);
    expect(selectionFrom(strategy)).toEqual(selection);
  });
});
