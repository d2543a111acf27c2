import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { benchmarkMessages, type BenchmarkOutcome } from '../../../calc/benchmark';
import { providers } from '../../../testing/render';
import { useBenchmark } from './useBenchmark';

afterEach(cleanup);

/** The hook around a fetch that answers `outcome` once told to. */
function benchmark(outcome: BenchmarkOutcome<{ cap_rate: number }>) {
  let answer: (value: typeof outcome) => void = () => undefined;
  const pending = new Promise<typeof outcome>((resolve) => (answer = resolve));
  const { result } = renderHook(() => useBenchmark(() => pending), { wrapper: providers() });
  return { result, answer: () => answer(outcome) };
}

describe('fetching a benchmark', () => {
  it('processes while fetching, then holds the benchmark until the inputs change', async () => {
    const { result, answer } = benchmark({ found: true, benchmark: { cap_rate: 5.5 } });
    act(() => result.current.run());
    await waitFor(() => expect(result.current.processing).toBe(true));
    answer();
    await waitFor(() => expect(result.current.result).toEqual({ cap_rate: 5.5 }));
    expect(result.current.processing).toBe(false);
    act(() => result.current.forget());
    await waitFor(() => expect(result.current.result).toBeNull());
  });

  it("answers no comparables with the catalogue's dialog", async () => {
    const { result, answer } = benchmark({ found: false, text: benchmarkMessages.noLocation });
    act(() => result.current.run());
    answer();
    await waitFor(() => expect(result.current.message).toEqual({ text: benchmarkMessages.noLocation, closeAll: false }));
    expect(result.current.result).toBeNull();
  });
});
