import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../providers/httpClient';
import { fakeFetch } from '../testing/fakeFetch';
import { createPublicFilesApi, restrictedView } from './public-files-api';

const view = { id: 'f1', aws_key: 'Rent roll.pdf', link: 'f1', restricted_access: true, deal: { project_name: 'Harbor Point' } };

describe('the public files api', () => {
  it('retrieves a link with and without the visitor’s address, and posts a public request as JSON', async () => {
    const { fetch, requests } = fakeFetch(
      { body: { ...view, access: 'open', download: '/dl' } },
      { body: { ...view, access: 'granted', download: '/dl' } },
      { status: 201, body: { status: 'requested' } },
    );
    const api = createPublicFilesApi(createHttpClient({ fetch }));
    expect((await api.retrieve('d 1', 'f1')).access).toBe('open');
    expect((await api.retrieve('d1', 'dataroom', { resourceType: 'link', email: 'lp+a@fund.com' })).access).toBe('granted');
    expect(await api.request('d1', 'f1', 'lp@fund.com')).toEqual({ status: 'requested' });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/app/deals/d%201/attachments/retrieve/f1',
      'GET /api/app/deals/d1/attachments/retrieve/dataroom/link/lp%2Ba%40fund.com',
      'POST /api/app/deals/d1/attachments/request',
    ]);
    expect(requests[2]!.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(requests[2]!.body!)).toEqual({
      email: 'lp@fund.com',
      attachment_key: 'f1',
      type: 'public_access',
      details: { source: 'Shared Link' },
    });
  });

  it("reads the locked view out of a 405 'Restricted Access', and nothing out of other errors", async () => {
    const details = { ...view, access: 'locked' };
    const { fetch } = fakeFetch(
      { status: 405, body: { statusCode: 405, code: 'RESTRICTED_ACCESS', title: 'Restricted Access', message: 'Private.', details } },
      { status: 404, body: { statusCode: 404, code: 'FILE_NOT_FOUND', message: 'File Not Found' } },
    );
    const api = createPublicFilesApi(createHttpClient({ fetch }));
    const restricted = await api.retrieve('d1', 'f1').catch((error: unknown) => error);
    expect(restrictedView(restricted)).toEqual(details);
    expect(restricted).toMatchObject({ status: 405, title: 'Restricted Access', message: 'Private.' });
    expect(restrictedView(await api.retrieve('d1', 'f2').catch((error: unknown) => error))).toBeNull();
  });
});

describe('mailing a file from its public page', () => {
  it('posts the address to the file’s email route and answers the queued status', async () => {
    const { fetch, requests } = fakeFetch({ status: 202, body: { status: 'queued' } });
    const api = createPublicFilesApi(createHttpClient({ fetch }));
    expect(await api.emailFile('f 1', 'lp@fund.com')).toEqual({ status: 'queued' });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/app/deals/attachments/f%201/email']);
    expect(requests[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(requests[0]!.body!)).toEqual({ email: 'lp@fund.com' });
  });

  it('rejects a refused address with its 405 and a burst with its 429', async () => {
    const { fetch } = fakeFetch(
      { status: 405, body: { statusCode: 405, code: 'RESTRICTED_ACCESS', title: 'Restricted Access', message: 'Private.' } },
      { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded, retry in 1 minute' } },
    );
    const api = createPublicFilesApi(createHttpClient({ fetch }));
    expect(await api.emailFile('f1', 'x@fund.com').catch((error: unknown) => error)).toMatchObject({
      status: 405,
      title: 'Restricted Access',
    });
    expect(await api.emailFile('f1', 'x@fund.com').catch((error: unknown) => error)).toMatchObject({ status: 429 });
  });
});
