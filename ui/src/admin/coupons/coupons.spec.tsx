import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import type { Role } from '../../providers/authProvider';
import { renderAdmin, settled } from '../../testing/admin';
import { CouponList } from './CouponList';
import { CouponShow } from './CouponShow';
import { catalogue } from './testing';
import type { CouponRecord } from './types';
import { formatDateTime } from '@dealbook/domain/shared/dates';

// A list keeps its sort in the (hash) URL and its store: one test must not leak into the next.
afterEach(() => {
  cleanup();
  window.location.hash = '';
  localStorage.clear();
  vi.restoreAllMocks();
});

const coupon = (fields: Partial<CouponRecord>): CouponRecord => ({
  id: 'SPRING25',
  valid: true,
  percent_off: 25,
  duration: 'once',
  duration_in_months: null,
  discount: 0.25,
  plans: [],
  expires_at: null,
  at: '2026-03-01T10:00:00Z',
  by: 'u-admin',
  ...fields,
});
const spring = coupon({});
const loyal = coupon({
  id: 'LOYAL-3',
  percent_off: 10,
  duration: 'repeating',
  duration_in_months: 3,
  plans: ['regPremium-0-monthly', 'regPremium-1-annual'],
  expires_at: '2020-01-01T00:00:00Z',
});
const staff = coupon({
  id: 'STAFF_100',
  percent_off: 100,
  duration: 'forever',
  plans: ['regPremium-1-monthly'],
  expires_at: '2099-01-01T00:00:00Z',
});

const list = (role: Role, records = [spring, loyal, staff]) => {
  const getList = vi.fn().mockResolvedValue({ data: records, total: records.length });
  const command = catalogue();
  const rendered = renderAdmin(
    <ResourceContextProvider value="coupons">
      <CouponList />
    </ResourceContextProvider>,
    { role, dataProvider: { getList, command } },
  );
  return { ...rendered, getList, command };
};

describe('the coupons', () => {
  it('lists each code with its discount, duration, plans by name, expiry and creation, newest first', async () => {
    const { getList, command } = list('auditor');
    const row = (code: string) => screen.getByText(code).closest('tr')!;
    await screen.findByText('SPRING25');
    expect(within(row('SPRING25')).getByText('25% off')).toBeTruthy();
    expect(within(row('SPRING25')).getByText('once')).toBeTruthy();
    expect(within(row('SPRING25')).getByText('Every plan')).toBeTruthy();
    expect(within(row('SPRING25')).getByText('never')).toBeTruthy();
    expect(within(row('SPRING25')).getByText(new Date(spring.at).toLocaleString())).toBeTruthy();
    expect(within(row('LOYAL-3')).getByText('for 3 months')).toBeTruthy();
    expect(
      await within(row('LOYAL-3')).findByText('2 plans: Premium Limited — monthly, Premium Limited with DealComp — annual'),
    ).toBeTruthy();
    expect(within(row('LOYAL-3')).getByText(`${formatDateTime(loyal.expires_at!)} · expired`)).toBeTruthy();
    expect(within(row('STAFF_100')).getByText('100% off')).toBeTruthy();
    expect(within(row('STAFF_100')).getByText('forever')).toBeTruthy();
    expect(within(row('STAFF_100')).getByText('1 plan: Premium Limited with DealComp — monthly')).toBeTruthy();
    expect(within(row('STAFF_100')).getByText(formatDateTime(staff.expires_at!))).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('coupons', expect.objectContaining({ sort: { field: 'at', order: 'DESC' } }));
    expect(command).toHaveBeenCalledWith('/api/stripe/plans', undefined, 'GET');
  });

  it('offers an admin to create a coupon, and an auditor not, even on an empty list', async () => {
    const admin = list('admin');
    await screen.findByText('SPRING25');
    await settled(admin.queryClient);
    expect(screen.getByRole('link', { name: 'Create a coupon' }).getAttribute('href')).toBe('#/coupons/create');
    cleanup();

    const auditor = list('auditor');
    await screen.findByText('SPRING25');
    await settled(auditor.queryClient);
    expect(screen.queryByRole('link', { name: /Create/ })).toBeNull();
    cleanup();

    const empty = list('auditor', []);
    await screen.findByText('No coupons yet');
    await settled(empty.queryClient);
    expect(screen.getByText(/The coupon codes admins create will appear here/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Create/ })).toBeNull();
  });

  it('shows the coupon with its plans by name and who created it', async () => {
    const getOne = vi.fn().mockResolvedValue({ data: loyal });
    const getMany = vi.fn().mockResolvedValue({ data: [{ id: 'u-admin', email: 'admin@example.com' }] });
    renderAdmin(
      <ResourceContextProvider value="coupons">
        <CouponShow id="LOYAL-3" />
      </ResourceContextProvider>,
      { role: 'auditor', dataProvider: { getOne, getMany, command: catalogue() } },
    );
    expect(await screen.findByText('10% off')).toBeTruthy();
    expect(screen.getByText('for 3 months')).toBeTruthy();
    expect(await screen.findByText(/^2 plans: Premium Limited — monthly/)).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'admin@example.com' })).getAttribute('href')).toBe('#/users/u-admin/show');
  });
});
