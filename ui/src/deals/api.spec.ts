import { describe, expect, it, vi } from 'vitest';
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import { createDealsApi } from './api';

const answering = (data: unknown) => ({ command: vi.fn(async () => ({ data, etag: '"4"', position: null })) }) as never;

describe('reading a deal', () => {
  it('says whether the deal was autosaved since its latest version', async () => {
    const deal = { project_name: 'Harbor Point' } as Deal;
    const envelope = { id: 'd1', revision: 4, deal_version: 2, access: null, deal };
    expect(await createDealsApi(answering({ ...envelope, pending_changes: true })).retrieve('d1')).toMatchObject({ deal, pending: true });
    expect(await createDealsApi(answering({ ...envelope, pending_changes: false })).retrieve('d1')).toMatchObject({ pending: false });
  });
});
