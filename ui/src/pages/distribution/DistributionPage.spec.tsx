import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { sharingApi, type Collaborator, type Distribution } from '../../sharing/api';
import { accessWith, collaborator } from '../../sharing/fixtures';
import { renderScreen } from '../../testing/render';
import { signedIn } from '../../testing/session';
import { DistributionPage } from './DistributionPage';

beforeEach(() => signedIn());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function open(collaborators: Collaborator[], access = accessWith('owner', 'view', 'edit', 'share', 'set_permissions')) {
  const answer: Distribution = {
    deal_id: 'd1',
    project_name: 'Harbor Point',
    owner: { id: 'me', email: 'me@example.com', name: 'Mia Me' },
    collaborators,
    access,
  };
  vi.spyOn(sharingApi, 'distribution').mockResolvedValue(answer);
  renderScreen(
    <Routes>
      <Route path={DistributionPage.path} element={<DistributionPage />} />
    </Routes>,
    '/app/deals/d1/distribution',
  );
}

describe('the distribution page', () => {
  it('lists the collaborators 5 a page, with their flags, and offers sharing and permissions', async () => {
    open([1, 2, 3, 4, 5, 6].map((n) => collaborator(n, { can_edit: n === 2, active: n !== 3 })));
    expect(await screen.findByRole('heading', { name: 'Harbor Point' })).toBeTruthy();
    expect(screen.getByText('Owned by you')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Collaborators' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(screen.getByLabelText('Permissions of Person 2')).getByText('Edit')).toBeTruthy();
    expect(within(screen.getByLabelText('Permissions of Person 3')).getByText('Not activated yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the deal' }).getAttribute('href')).toBe(
      '/app/deals/project?current_deal=d1&current_deal_view=editing',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Set permissions' }));
    expect(await screen.findByRole('dialog', { name: 'Collaborator Permissions' })).toBeTruthy();
  });

  it('says the deal is not shared yet, and opens the share dialog', async () => {
    open([]);
    expect(await screen.findByText(/This deal is not shared with anyone yet\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set permissions' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Share deal' }));
    expect(await screen.findByRole('dialog', { name: 'Share deal' })).toBeTruthy();
  });

  it('offers a collaborator without Share no share button', async () => {
    open([collaborator(1)], accessWith('collaborator', 'view', 'set_permissions'));
    await screen.findByRole('heading', { name: 'Harbor Point' });
    expect(screen.queryByRole('button', { name: 'Share deal' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Set permissions' })).toBeTruthy();
  });
});
