import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../providers/dataProvider';
import { fakeFetch } from '../../testing/fakeFetch';
import { createHttpClient } from '../../providers/httpClient';

describe("the dashboard's read", () => {
  it('asks the server for the last days it is given', async () => {
    const body = { from: '2026-01-01', to: '2026-01-30', users: {}, deals: {}, series: [] };
    const fake = fakeFetch({ body });
    const dashboard = await createDataProvider(createHttpClient({ fetch: fake.fetch })).getDashboard(30);
    expect(fake.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/admin/dashboard?days=30']);
    expect(dashboard).toEqual(body);
  });
});
