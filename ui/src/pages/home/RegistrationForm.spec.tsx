import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { HttpError } from 'react-admin';
import { identityMessages } from '@dealbook/domain/identity/messages';
import type { IdentityApi } from '../../identity/api';
import { RegistrationForm } from './RegistrationForm';

type Register = IdentityApi['register'];

afterEach(cleanup);

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

function renderForm(register: Register) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<RegistrationForm api={{ register }} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const fill = (email: string) => fireEvent.change(screen.getByLabelText(/work email/i), { target: { value: email } });
const accept = (...labels: RegExp[]) => labels.forEach((label) => fireEvent.click(screen.getByLabelText(label)));
const acceptAll = () => accept(/terms of service/i, /privacy policy/i, /communications policy/i);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

describe('the registration form', () => {
  it('does not register until all three policies are accepted, and says why', async () => {
    const register = vi.fn<Register>();
    renderForm(register);
    fill('ada@example.com');
    accept(/terms of service/i, /privacy policy/i);
    submit();
    expect(await screen.findByText(identityMessages.optInRequired.message)).toBeTruthy();
    expect(register).not.toHaveBeenCalled();
  });

  it('registers with opt_in and goes to the registration confirmation', async () => {
    const register = vi.fn<Register>().mockResolvedValue({ data: {}, position: null });
    renderForm(register);
    fill('ada@example.com');
    acceptAll();
    submit();
    expect((await screen.findByTestId('where')).textContent).toBe('/confirm/registration/complete');
    expect(register).toHaveBeenCalledWith({ email: 'ada@example.com', type: 'D', ghost: false, opt_in: true });
  });

  it('offers recovery when the email is already registered', async () => {
    const register = vi
      .fn<Register>()
      .mockRejectedValue(Object.assign(new HttpError('taken', 409, {}), { code: 'EMAIL_ALREADY_REGISTERED' }));
    renderForm(register);
    fill('ada@example.com');
    acceptAll();
    submit();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(identityMessages.emailAlreadyRegistered.message)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'OK, Thanks' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activate Login / Reset Password' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/recovery');
  });
});
