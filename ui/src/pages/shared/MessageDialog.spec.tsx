import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { identityMessages, type DialogText } from '@dealbook/domain/identity/messages';
import { MessageDialog } from './MessageDialog';

afterEach(cleanup);

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

function show(text: DialogText, onClose = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/here']}>
      <Routes>
        <Route path="/here" element={<MessageDialog text={text} onClose={onClose} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return onClose;
}

describe('dialogs of the error catalogue', () => {
  it('shows the spec title and message, with Ok when the text names no button', () => {
    show(identityMessages.resetFailed);
    expect(screen.getByRole('dialog', { name: 'Error: Reset Password' })).toBeTruthy();
    expect(screen.getByText(identityMessages.resetFailed.message)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ok' })).toBeTruthy();
  });

  it('a closing button closes without leaving the page', () => {
    const onClose = show(identityMessages.emailAlreadyRegistered);
    fireEvent.click(screen.getByRole('button', { name: 'OK, Thanks' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('Escape on an invalid link still leads to recovery, as its only button does', async () => {
    show(identityMessages.invalidActivationToken);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect((await screen.findByTestId('where')).textContent).toBe('/recovery');
  });
});
