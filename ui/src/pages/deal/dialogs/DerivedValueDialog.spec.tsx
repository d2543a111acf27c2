import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import { renderScreen } from '../../../testing/render';
import { DerivedValueDialog } from './DerivedValueDialog';

afterEach(cleanup);

const apartments = { item_id: 'c1', name: 'Apartments', type: 'multifamily', quantity: 100 } as unknown as SubProperty;

describe('an override switched on in a dialog', () => {
  it('is asked for before Apply takes it, rather than counted as 0%', () => {
    const onApply = vi.fn();
    renderScreen(
      <DerivedValueDialog kind="stabilized_noi" component={apartments} index={0} readOnly={false} onClose={vi.fn()} onApply={onApply} />,
    );
    fireEvent.click(screen.getByLabelText('Override occupancy'));
    expect(screen.getByText('Enter the occupancy override, or switch it off, before applying.')).toBeTruthy();
    expect(screen.getByText('Enter the override, or switch it off: left empty it would count as 0%.')).toBeTruthy();
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply.hasAttribute('disabled')).toBe(true);

    fireEvent.change(screen.getByLabelText('Occupancy override (%)'), { target: { value: '90' } });
    expect(screen.queryByText(/before applying/)).toBeNull();
    expect(apply.hasAttribute('disabled')).toBe(false);
  });
});
