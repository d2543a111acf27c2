import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { pdfApi } from '../../deals/pdf-api';
import { renderScreen } from '../../testing/render';
import { PdfViewerDialog } from './PdfViewerDialog';
import { openPdf, type PdfDocument } from './pdfjs';

vi.mock('./pdfjs', () => ({ openPdf: vi.fn() }));

configure({ asyncUtilTimeout: 5000 });
const link = '/api/app/deals/secure/d1/attachments/f1/download';
const draw = vi.fn<PdfDocument['draw']>(() => ({ done: Promise.resolve(), cancel: vi.fn() }));
const close = vi.fn();

beforeEach(() => {
  vi.mocked(openPdf).mockImplementation(() => ({ done: Promise.resolve({ pages: 3, draw }), close }));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const failing = (status: number, code: string, message: string) =>
  Object.assign(new HttpError(message, status, { statusCode: status, code, message }), { code });

function show(url: string | null = link) {
  const onClose = vi.fn();
  renderScreen(<PdfViewerDialog url={url} title="Offering memo.pdf" onClose={onClose} />);
  return onClose;
}

const pageDrawn = () => draw.mock.calls.at(-1)?.[0];

describe('the PDF viewer', () => {
  it('loads the file through the viewer route and shows page 1 of M in a canvas, with the download', async () => {
    const bytes = vi.spyOn(pdfApi, 'bytes').mockResolvedValue(new Uint8Array([37, 80, 68, 70]));
    show();
    expect(screen.getByRole('dialog', { name: 'Offering memo.pdf' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Loading the PDF' })).toBeTruthy();
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect(bytes).toHaveBeenCalledExactlyOnceWith(link, expect.any(AbortSignal));
    expect(vi.mocked(openPdf).mock.calls[0]![0]).toEqual(new Uint8Array([37, 80, 68, 70]));
    const canvas = screen.getByRole('img', { name: 'Page 1 of Offering memo.pdf' });
    // the page is drawn by an effect once the canvas is mounted, after the page count shows
    await waitFor(() => expect(draw).toHaveBeenLastCalledWith(1, canvas, 800));
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(link);
  });

  it('turns the pages with Next and Previous, and with the arrow keys, never past either end', async () => {
    vi.spyOn(pdfApi, 'bytes').mockResolvedValue(new Uint8Array([1]));
    show();
    await screen.findByText('Page 1 of 3');
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(next);
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(pageDrawn()).toBe(2);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(await screen.findByText('Page 3 of 3')).toBeTruthy();
    expect(next.disabled).toBe(true);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(previous);
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect(draw.mock.calls.map(([page]) => page)).toEqual([1, 2, 3, 2, 1]);
  });

  it('closes with Close, and frees the document once gone', async () => {
    vi.spyOn(pdfApi, 'bytes').mockResolvedValue(new Uint8Array([1]));
    const onClose = show();
    await screen.findByText('Page 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    cleanup();
    expect(close).toHaveBeenCalled();
  });

  it("shows the server's message for a file that is not a PDF, keeping the download", async () => {
    vi.spyOn(pdfApi, 'bytes').mockRejectedValue(failing(415, 'NOT_A_PDF', 'This file is not a PDF.'));
    show();
    expect(await screen.findByText('This file is not a PDF.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Download' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(openPdf).not.toHaveBeenCalled();
  });

  it('shows a refused or expired link without the download', async () => {
    const expired = 'This download link has expired or is not valid: open the file’s page again.';
    vi.spyOn(pdfApi, 'bytes').mockRejectedValue(failing(410, 'LINK_EXPIRED', expired));
    show();
    expect(await screen.findByText(expired)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it('says the file could not be shown when pdf.js cannot read it, and hides 5xx details', async () => {
    vi.spyOn(pdfApi, 'bytes')
      .mockResolvedValueOnce(new Uint8Array([1]))
      .mockRejectedValueOnce(failing(500, 'INTERNAL', 'db down'));
    vi.mocked(openPdf).mockImplementation(() => ({ done: Promise.reject(new Error('Invalid PDF structure.')), close }));
    show();
    expect(await screen.findByText('This file could not be shown here. Download it to open it.')).toBeTruthy();
    cleanup();
    show('/api/app/deals/secure/d1/attachments/f2/download');
    expect(await screen.findByText('The PDF could not be loaded. Please try again later.')).toBeTruthy();
    expect(screen.queryByText('db down')).toBeNull();
  });

  it('stays closed without a url', async () => {
    const bytes = vi.spyOn(pdfApi, 'bytes');
    show(null);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bytes).not.toHaveBeenCalled();
  });
});
