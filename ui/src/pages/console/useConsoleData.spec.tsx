import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { CONSOLE_REFRESH_MS } from '@dealbook/domain/catalog/constants';
import { dealsApi } from '../../deals/api';
import { providers } from '../../testing/render';
import { useConsoleData } from './useConsoleData';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function lists(status: string) {
  const deals = vi.spyOn(dealsApi, 'consoleDeals').mockResolvedValue([{ id: 'd1', status }]);
  vi.spyOn(dealsApi, 'consolePartials').mockResolvedValue([]);
  vi.spyOn(dealsApi, 'consoleCollabs').mockRejectedValue(new Error('down'));
  vi.spyOn(dealsApi, 'consoleInvitations').mockResolvedValue([]);
  return deals;
}

describe('the console lists', () => {
  it('are ready once read, a failed side list showing as empty', async () => {
    lists('draft');
    const { result } = renderHook(() => useConsoleData(), { wrapper: providers() });
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.data).toMatchObject({ deals: [{ id: 'd1' }], collabs: [] });
    expect(result.current.refreshing).toBe(false);
  });

  it("fail when the caller's own deals cannot be read", async () => {
    lists('draft').mockRejectedValue(new Error('down'));
    const { result } = renderHook(() => useConsoleData(), { wrapper: providers() });
    await waitFor(() => expect(result.current.state).toBe('failed'));
  });

  it('are read again every 8 s while a deal is published', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const deals = lists('published');
    const { result } = renderHook(() => useConsoleData(), { wrapper: providers() });
    await waitFor(() => expect(result.current.refreshing).toBe(true));
    const before = deals.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(CONSOLE_REFRESH_MS + 10));
    expect(deals.mock.calls.length).toBeGreaterThan(before);
  });
});
