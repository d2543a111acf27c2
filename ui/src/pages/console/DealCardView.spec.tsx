import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { CollabCard } from '../../deals/api';
import { collabItem, dealItem } from '../../deals/console';
import { formatDateTime } from '@dealbook/domain/shared/dates';
import { DealCardView } from './DealCardView';

afterEach(cleanup);

const card = (archived: boolean): CollabCard => ({
  collab_id: 'c1',
  can_view: true,
  can_share: true,
  can_edit: false,
  archived,
  shared_by_name: 'Sam Sharer',
  owner_name: 'Olive Owner',
  deal: { id: 'd1', project_name: 'Harbor Point', status: 'draft' },
});

function show(archived: boolean) {
  const onAction = vi.fn();
  render(<DealCardView item={collabItem(card(archived))} onAction={onAction} />);
  fireEvent.click(screen.getByRole('button', { name: 'More actions for Harbor Point' }));
  return onAction;
}

describe('a collab card', () => {
  it("says who shared it, whose it is and the caller's permissions, and offers only Duplicate and Archive", () => {
    const onAction = show(false);
    expect(screen.getByText(/Shared by Sam Sharer · Owner: Olive Owner/)).toBeTruthy();
    const chips = screen.getByLabelText('Your permissions');
    expect(
      within(chips)
        .getAllByText(/View|Share|Edit/)
        .map((chip) => chip.textContent),
    ).toEqual(['View', 'Share']);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Duplicate', 'Archive']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    expect(onAction).toHaveBeenCalledWith('duplicate', expect.objectContaining({ id: 'd1', kind: 'collab' }));
  });

  it('offers Unarchive once archived', () => {
    show(true);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Duplicate', 'Unarchive']);
  });
});

describe('a deal card’s cover', () => {
  it('shows the deal’s first image, named after the project and loaded lazily', () => {
    const image = '/api/app/deals/secure/d1/attachments/i1/download?inline=1';
    render(<DealCardView item={dealItem({ id: 'd1', project_name: 'Harbor Point', status: 'draft', image })} onAction={vi.fn()} />);
    const cover = screen.getByRole('img', { name: 'Harbor Point' });
    expect(cover.getAttribute('src')).toBe(image);
    expect(cover.getAttribute('loading')).toBe('lazy');
  });

  it('keeps a card without an image as it was', () => {
    render(<DealCardView item={dealItem({ id: 'd1', project_name: 'Harbor Point', status: 'draft', image: null })} onAction={vi.fn()} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Harbor Point' })).toBeTruthy();
  });
});

describe('a deal card’s date', () => {
  it('prints the app’s one date-time format, to the second', () => {
    const updated_at = '2026-03-01T10:00:40.000Z';
    render(<DealCardView item={dealItem({ id: 'd1', project_name: 'Harbor Point', status: 'draft', updated_at })} onAction={vi.fn()} />);
    const line = screen.getByText(/^Updated /).textContent;
    expect(line).toBe(`Updated ${formatDateTime(updated_at)}`);
    expect(line).toMatch(/^Updated Mar 1, 2026, \d+:00:40 [AP]M$/);
  });
});
