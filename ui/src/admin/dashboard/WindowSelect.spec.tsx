import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAdmin } from '../../testing/admin';
import { Dashboard } from './Dashboard';
import { data, withDashboard } from './spec-support';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.location.hash = '';
});

const pressed = () => screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent);

describe("the dashboard's window", () => {
  it('asks for the window chosen and keeps it in the address', async () => {
    const getDashboard = vi.fn().mockResolvedValue(data);
    renderAdmin(<Dashboard />, { dataProvider: withDashboard(getDashboard) });
    await screen.findByText('1,204');
    expect(pressed()).toEqual(['30 days']);
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(getDashboard).toHaveBeenLastCalledWith(7));
    expect(window.location.hash).toBe('#/?days=7');
    expect(pressed()).toEqual(['7 days']);
    fireEvent.click(screen.getByRole('button', { name: 'Last 90 days' }));
    await waitFor(() => expect(getDashboard).toHaveBeenLastCalledWith(90));
    expect(window.location.hash).toBe('#/?days=90');
  });

  it('opens on the window the address names, and on 30 days for any other value', async () => {
    window.location.hash = '#/?days=90';
    const getDashboard = vi.fn().mockResolvedValue(data);
    renderAdmin(<Dashboard />, { dataProvider: withDashboard(getDashboard) });
    await screen.findByText('1,204');
    expect(getDashboard.mock.calls).toEqual([[90]]);
    expect(pressed()).toEqual(['90 days']);
    cleanup();
    window.location.hash = '#/?days=14';
    renderAdmin(<Dashboard />, { dataProvider: withDashboard(getDashboard) });
    await waitFor(() => expect(getDashboard).toHaveBeenLastCalledWith(30));
  });
});
