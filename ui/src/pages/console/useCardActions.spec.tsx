import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import { sharingApi } from '../../sharing/api';
import { collabItem } from '../../deals/console';
import { providers } from '../../testing/render';
import { useCardActions } from './useCardActions';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const item = collabItem({
  collab_id: 'c1',
  can_view: true,
  can_share: false,
  can_edit: false,
  archived: false,
  deal: { id: 'd1', project_name: 'Harbor Point', status: 'draft' },
});

function actions() {
  const reload = vi.fn(async () => undefined);
  const { result } = renderHook(() => useCardActions(reload), { wrapper: providers() });
  return { result, reload };
}

describe("a collab card's actions", () => {
  it('duplicate the deal into My Projects and reload the console', async () => {
    const duplicate = vi.spyOn(sharingApi, 'duplicate').mockResolvedValue({ id: 'd2' });
    const { result, reload } = actions();
    act(() => result.current.run('duplicate', item));
    expect(await screen.findByText("'Harbor Point' duplicated into My Projects")).toBeTruthy();
    expect(duplicate).toHaveBeenCalledWith('d1');
    expect(reload).toHaveBeenCalled();
  });

  it('only log a failed archive', async () => {
    const refused = new Error('refused');
    vi.spyOn(sharingApi, 'archive').mockRejectedValue(refused);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result, reload } = actions();
    act(() => result.current.run('archive', item));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.any(String), refused));
    expect(result.current.message).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
