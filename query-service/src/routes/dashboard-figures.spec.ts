import { describe, expect, it } from 'vitest';
import { revenueOf, seriesOf } from './dashboard-figures';

const model = { plan_id: 'excel-model', plan_name: 'Excel model', amount: 4995 };

describe('the dashboard figures', () => {
  it('sums the Excel models paid by card in one revenue line, Excel models, beside the plans', () => {
    const plan = { plan_id: 'regPremium-0-monthly', plan_name: 'Premium Limited', amount: 9900 };
    expect(revenueOf([model, plan, { ...model, amount: 3746 }])).toEqual({
      total: 18641,
      by_plan: [
        { plan_id: 'regPremium-0-monthly', plan_name: 'Premium Limited', amount: 9900, payments: 1 },
        { plan_id: 'excel-model', plan_name: 'Excel models', amount: 8741, payments: 2 },
      ],
    });
  });

  it('charts the models built per day, zeros included', () => {
    const built = (day: string, n: number) => ({ _id: `${day}:ModelBuilt`, day, type: 'ModelBuilt', n });
    const series = seriesOf([built('2026-11-24', 2), built('2026-11-26', 1)], ['2026-11-24', '2026-11-25', '2026-11-26']);
    expect(series.find((s) => s.type === 'ModelBuilt')).toEqual({
      type: 'ModelBuilt',
      total: 3,
      days: [
        { day: '2026-11-24', n: 2 },
        { day: '2026-11-25', n: 0 },
        { day: '2026-11-26', n: 1 },
      ],
    });
  });
});
