import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { EquityBridge } from '../../calc/equity';
import { EquityFootnote } from './EquityFootnote';

afterEach(cleanup);

const bridge = (short_months: number): EquityBridge => ({
  source: 1_000_000,
  invested: 1_200_000,
  short_months,
  lines: [{ label: 'Debt service while the deal runs short', amount: 200_000 }],
});
const footnote = () => screen.getByRole('complementary', { name: 'Equity reconciliation' }).textContent ?? '';

describe('the equity footnote under the summary', () => {
  it('counts the months after the closing that run short', () => {
    render(<EquityFootnote bridge={bridge(3)} />);
    expect(footnote()).toContain('in the 3 months after the closing with a negative cash flow.');
  });

  it('says in words that no month runs short, instead of counting 0 months', () => {
    render(<EquityFootnote bridge={bridge(0)} />);
    expect(footnote()).not.toMatch(/\b0 months/);
    expect(footnote()).toContain('No month after the closing has a negative cash flow, so equity pays nothing after the closing.');
  });
});
