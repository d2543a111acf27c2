import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '../../testing/render';
import { AsOfDialog, localInputValue } from './AsOfDialog';

afterEach(cleanup);

describe('showing the deal as of a time', () => {
  it('starts from now to the second', () => {
    expect(localInputValue(new Date(2026, 2, 1, 10, 0, 40))).toBe('2026-03-01T10:00:40');
  });

  it('takes a time to the second and includes what was saved during that second', () => {
    const onShow = vi.fn();
    renderScreen(<AsOfDialog open onClose={() => undefined} onShow={onShow} />);
    fireEvent.change(screen.getByLabelText('Date and time'), { target: { value: '2026-03-01T10:00:40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(onShow).toHaveBeenCalledExactlyOnceWith(new Date(2026, 2, 1, 10, 0, 40, 999));
  });
});
