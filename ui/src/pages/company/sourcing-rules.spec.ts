import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { matchingMessages } from '@dealbook/domain/matching/messages';
import { readDollars } from './MoneyField';
import { division } from './sourcing-fixtures';
import { failureText, problemsOf, sameValue, sizeProblem, toggled } from './sourcing-rules';
import { useWorkingCopy } from './useWorkingCopy';

const siblings = [
  { id: 'd1', name: 'Bridge Lending' },
  { id: 'd2', name: 'Core Equity' },
];

describe('the sourcing profile rules', () => {
  it('wants the minimum strictly below the maximum; an empty maximum is no limit', () => {
    expect(sizeProblem({ min: 5, max: 5 })).toBe(matchingMessages.invertedSize);
    expect(sizeProblem({ min: 6, max: 5 })).toBe(matchingMessages.invertedSize);
    expect(sizeProblem({ min: null, max: 0 })).toBe(matchingMessages.invertedSize);
    expect(sizeProblem({ min: 4, max: 5 })).toBeUndefined();
    expect(sizeProblem({ min: 5_000_000, max: null })).toBeUndefined();
    expect(sizeProblem({ min: null, max: null })).toBeUndefined();
  });

  it("wants a name, unlike the other divisions' whatever the case, its own name excluded", () => {
    expect(problemsOf(division('d1', '   '), siblings).name).toBe(matchingMessages.divisionNameRequired);
    expect(problemsOf(division('d1', ' core EQUITY '), siblings).name).toBe(matchingMessages.divisionNameTaken('core EQUITY'));
    expect(problemsOf(division('d1', 'BRIDGE LENDING'), siblings)).toEqual({});
    expect(problemsOf(division('d3', 'Bridge lending'), siblings).name).toBe(matchingMessages.divisionNameTaken('Bridge lending'));
  });

  it('reads dollars as typed, empty as no amount', () => {
    expect(readDollars('$1,250,000')).toBe(1_250_000);
    expect(readDollars('')).toBeNull();
    expect(readDollars('abc')).toBeNull();
  });

  it('compares values structurally', () => {
    expect(sameValue(division(), division())).toBe(true);
    const d = division();
    expect(sameValue(d, { ...d, Strategies: { ...d.Strategies, Risk_Class: toggled(d.Strategies.Risk_Class, 'core') } })).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
  });

  it("shows the server's title and message, else ours", () => {
    expect(failureText(Object.assign(new Error('Taken.'), { title: 'Oops' }), 'x')).toEqual({ title: 'Oops', message: 'Taken.' });
    expect(failureText(null, 'Could not save.')).toEqual({ title: matchingMessages.profileFailed, message: 'Could not save.' });
  });
});

describe('the working copy', () => {
  it('edits a copy, flags the change, reverts to the untouched original and takes a saved answer as both', () => {
    const first = division();
    const { result } = renderHook(() => useWorkingCopy(first));
    act(() =>
      result.current.update((w) => ({ ...w, Strategies: { ...w.Strategies, Risk_Class: toggled(w.Strategies.Risk_Class, 'core') } })),
    );
    expect(result.current.changed).toBe(true);
    expect(result.current.original).toBe(first);
    expect(first.Strategies.Risk_Class.every((o) => !o.selected)).toBe(true);
    act(() => result.current.revert());
    expect(result.current.working).toEqual(first);
    expect(result.current.changed).toBe(false);
    const saved = division('d1', 'Saved');
    act(() => result.current.replace(saved));
    expect(result.current.original).toBe(saved);
    expect(result.current.working).toBe(saved);
    expect(result.current.changed).toBe(false);
  });
});
