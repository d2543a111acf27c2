import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../testing/fakeFetch';
import { createPdfApi, pdfViewUrl } from './pdf-api';

const signed = '/api/app/deals/d1/attachments/f1/public/download?email=lp%40fund.com&expires=1&sig=s';

describe('the pdf api', () => {
  it('asks the viewer route for the file link, encoded whole, and answers the bytes', async () => {
    const { fetch, requests } = fakeFetch({ body: '%PDF-1.7', headers: { 'Content-Type': 'application/pdf' } });
    const bytes = await createPdfApi({ fetch }).bytes(signed);
    expect(new TextDecoder().decode(bytes)).toBe('%PDF-1.7');
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([`GET ${pdfViewUrl(signed)}`]);
    expect(pdfViewUrl(signed)).toBe(
      '/api/pdf?url=%2Fapi%2Fapp%2Fdeals%2Fd1%2Fattachments%2Ff1%2Fpublic%2Fdownload%3Femail%3Dlp%2540fund.com%26expires%3D1%26sig%3Ds',
    );
  });

  it("rejects with the server's status, code, title and message", async () => {
    const { fetch } = fakeFetch(
      { status: 415, body: { statusCode: 415, error: 'Unsupported Media Type', code: 'NOT_A_PDF', message: 'This file is not a PDF.' } },
      { status: 410, body: '<html>gone</html>' },
    );
    const api = createPdfApi({ fetch });
    expect(await api.bytes('/x').catch((error: unknown) => error)).toMatchObject({
      status: 415,
      code: 'NOT_A_PDF',
      message: 'This file is not a PDF.',
    });
    const expired = await api.bytes('/y').catch((error: unknown) => error);
    expect(expired).toMatchObject({ status: 410 });
    expect((expired as Error).message).not.toContain('html');
  });
});
