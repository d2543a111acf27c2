import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { RecordContextProvider, ResourceContextProvider } from 'react-admin';
import type { Role } from '../providers/authProvider';
import { renderAdmin, settled } from '../testing/admin';
import { AdminLayout } from './AdminLayout';
import { ConfirmCompanyButton } from './companies/ConfirmCompanyButton';
import type { CompanyRecord } from './companies/types';
import { SurveyList } from './surveys/SurveyList';
import type { SurveyRecord } from './surveys/types';

afterEach(cleanup);

const ghost: CompanyRecord = {
  id: 'c1',
  name: 'Harbor Capital',
  company_ghost: true,
  legal_entity_dba: '',
  headquarters_address: '',
  headquarters_city: '',
  headquarters_state: '',
  headquarters_country: '',
  member_count: 1,
};

const survey: SurveyRecord = {
  id: 's1',
  email: 'provider@example.com',
  provider_id: null,
  status: 'invited',
  created_at: '2026-01-02T10:00:00Z',
  clicked_at: null,
  answered_at: null,
  programming_components: [],
};

const confirmButton = (role: Role, command = vi.fn()) =>
  renderAdmin(
    <RecordContextProvider value={ghost}>
      <ConfirmCompanyButton />
    </RecordContextProvider>,
    { role, dataProvider: { command } },
  );

const surveyList = (role: Role, surveys = [survey]) =>
  renderAdmin(
    <ResourceContextProvider value="surveys">
      <SurveyList />
    </ResourceContextProvider>,
    { role, dataProvider: { getList: vi.fn().mockResolvedValue({ data: surveys, total: surveys.length }) } },
  );

describe('an auditor reads and changes nothing', () => {
  it('an admin confirms a ghost company', async () => {
    const command = vi.fn().mockResolvedValue({ data: {}, position: '3' });
    confirmButton('admin', command);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm company Harbor Capital' }));
    expect(await screen.findByText('Harbor Capital is confirmed')).toBeTruthy();
    expect(command).toHaveBeenCalledWith('/api/admin/companies/c1/confirm', undefined, 'PUT');
  });

  it('an auditor is offered no company confirmation', async () => {
    const { queryClient } = confirmButton('auditor');
    await settled(queryClient);
    expect(screen.queryByRole('button', { name: /Confirm company/ })).toBeNull();
  });

  it('an auditor sees the surveys without the invitation button an admin has', async () => {
    const admin = surveyList('admin');
    await screen.findByText('provider@example.com');
    await settled(admin.queryClient);
    expect(screen.getByRole('link', { name: 'Invite a provider' })).toBeTruthy();
    cleanup();

    const auditor = surveyList('auditor');
    await screen.findByText('provider@example.com');
    await settled(auditor.queryClient);
    expect(screen.queryByRole('link', { name: 'Invite a provider' })).toBeNull();
  });

  it('an empty survey list tells an admin to invite a provider, and an auditor only what it will hold', async () => {
    const admin = surveyList('admin', []);
    expect(await screen.findByText(/Invite a capital provider to tell us/)).toBeTruthy();
    await settled(admin.queryClient);
    cleanup();

    const auditor = surveyList('auditor', []);
    await screen.findByText('No survey invitations yet');
    await settled(auditor.queryClient);
    expect(screen.getByText(/The invitations admins send to capital providers will appear here/)).toBeTruthy();
    expect(screen.queryByText(/Invite a capital provider/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Invite a provider' })).toBeNull();
  });

  it('the app bar tells an auditor the area is read-only, and only an auditor', async () => {
    renderAdmin(<AdminLayout>page</AdminLayout>, { role: 'auditor' });
    expect(await screen.findByText(/Auditor/)).toBeTruthy();
    expect(screen.getByText(/read-only/).textContent).toContain('read-only');
    cleanup();

    const admin = renderAdmin(<AdminLayout>page</AdminLayout>, { role: 'admin' });
    await settled(admin.queryClient);
    expect(screen.queryByText(/read-only/)).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Audit trail' }).getAttribute('href')).toBe('#/audit');
  });
});
