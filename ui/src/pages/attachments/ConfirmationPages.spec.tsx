import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { openAt } from './testing';

afterEach(cleanup);

describe('the attachment confirmation pages', () => {
  it('confirms a download started, without a file name when opened directly', () => {
    openAt('/attachments/download/complete');
    expect(screen.getByRole('heading', { name: 'Download started' })).toBeTruthy();
    expect(screen.getByText(/Your download has started\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dealbook' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Open the link again' })).toBeNull();
  });

  it('confirms an access request was submitted', () => {
    openAt('/attachments/request/submitted');
    expect(screen.getByRole('heading', { name: 'Access request sent' })).toBeTruthy();
    expect(screen.getByText('The deal’s owner has been asked for access.')).toBeTruthy();
  });
});
