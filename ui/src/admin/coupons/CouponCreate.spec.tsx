import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError, ResourceContextProvider } from 'react-admin';
import { renderAdmin } from '../../testing/admin';
import { CouponCreate } from './CouponCreate';
import { catalogue } from './testing';

afterEach(() => {
  cleanup();
  window.location.hash = '';
  localStorage.clear();
  vi.restoreAllMocks();
});

// The server answers the coupon it created, named by its code.
const echo = () =>
  vi.fn().mockImplementation(async (_resource: string, { data }: { data: { code: string } }) => ({ data: { ...data, id: data.code } }));

const createForm = (create = echo()) => {
  renderAdmin(
    <ResourceContextProvider value="coupons">
      <CouponCreate />
    </ResourceContextProvider>,
    { role: 'admin', dataProvider: { create, command: catalogue() } },
  );
  return create;
};

const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
// The button is disabled while the inputs just changed are validated, as a person would find it.
const save = async () => {
  const button = screen.getByRole('button', { name: 'Create coupon' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  fireEvent.click(button);
};

describe('creating a coupon', () => {
  it('shows the code in uppercase and posts it so, with the plans chosen and months only for a repeating coupon', async () => {
    const create = createForm();
    const code = (await screen.findByLabelText(/^Code/)) as HTMLInputElement;
    expect(code.style.textTransform).toBe('uppercase');
    expect(screen.queryByLabelText(/^Months/)).toBeNull();
    type(/^Code/, 'loyal-3');
    type(/^Percent off/, '10');
    await choose('Duration', 'Repeating (for some months)');
    await save();
    expect(await screen.findByText('Required for a repeating coupon')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    type(/^Months/, '3');
    fireEvent.change(screen.getByRole('combobox', { name: 'Plans' }), { target: { value: 'DealComp' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Premium Limited with DealComp — annual' }));
    type(/^Expires/, '2026-12-31T23:30');
    await save();
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith(
      'coupons',
      expect.objectContaining({
        data: {
          code: 'LOYAL-3',
          percent_off: 10,
          duration: 'repeating',
          duration_in_months: 3,
          plans: ['regPremium-1-annual'],
          expires_at: new Date('2026-12-31T23:30').toISOString(),
        },
      }),
    );
    expect(await screen.findByText('Coupon LOYAL-3 created')).toBeTruthy();
  });

  it('asks no months of another duration, and sends none typed before changing it', async () => {
    const create = createForm();
    await screen.findByLabelText(/^Code/);
    type(/^Code/, 'spring25');
    type(/^Percent off/, '25');
    await choose('Duration', 'Repeating (for some months)');
    type(/^Months/, '6');
    await choose('Duration', 'Forever');
    expect(screen.queryByLabelText(/^Months/)).toBeNull();
    await save();
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![1].data).toEqual({
      code: 'SPRING25',
      percent_off: 25,
      duration: 'forever',
      duration_in_months: null,
      plans: [],
      expires_at: null,
    });
  });

  it('refuses a malformed code and a percentage out of 1 to 100 before sending anything', async () => {
    const create = createForm();
    await screen.findByLabelText(/^Code/);
    type(/^Code/, 'ab');
    type(/^Percent off/, '150');
    await save();
    expect(await screen.findByText('Only 3 to 30 letters, digits, - or _')).toBeTruthy();
    expect(await screen.findByText('A whole number from 1 to 100')).toBeTruthy();
    type(/^Code/, 'no spaces!');
    expect(await screen.findByText('Only 3 to 30 letters, digits, - or _')).toBeTruthy();
    type(/^Code/, 'staff_100');
    await waitFor(() => expect(screen.queryByText('Only 3 to 30 letters, digits, - or _')).toBeNull());
    expect(create).not.toHaveBeenCalled();
  });

  it.each([
    [409, 'COUPON_EXISTS', 'A coupon SPRING25 already exists.'],
    [422, 'COUPON_MONTHS', 'A repeating coupon needs its number of months.'],
  ])("shows the server's refusal %i %s in its words", async (status, code, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs every failed call in development
    const create = createForm(vi.fn().mockRejectedValue(new HttpError(message, status, { statusCode: status, code, message })));
    await screen.findByLabelText(/^Code/);
    type(/^Code/, 'spring25');
    type(/^Percent off/, '25');
    await save();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(1);
  });
});
