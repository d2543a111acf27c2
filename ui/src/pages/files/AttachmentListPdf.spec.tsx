import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import type { FileView } from '../../deals/files-api';
import { pdfApi } from '../../deals/pdf-api';
import { renderScreen } from '../../testing/render';
import { openPdf } from '../shared/pdfjs';
import { AttachmentList } from './AttachmentList';
import { stored } from './fixtures';

vi.mock('../shared/pdfjs', () => ({ openPdf: vi.fn() }));

configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const memo = stored('f1', 'Offering memo.pdf');
const rentRoll = stored('f2', 'Rent roll.xlsx', { content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

function list(files: FileView[]) {
  const none = () => undefined;
  renderScreen(
    <AttachmentList files={files} manage={false} busy={false} restricted={new Set()} onRename={none} onDelete={none} onAccess={none} />,
  );
  return screen.getByRole('table', { name: 'Attachments' });
}

describe('viewing an attachment in the app', () => {
  it("offers View on a PDF's row only, and View opens the file's link in the viewer", async () => {
    const bytes = vi.spyOn(pdfApi, 'bytes').mockResolvedValue(new Uint8Array([1]));
    vi.mocked(openPdf).mockReturnValue({
      done: Promise.resolve({ pages: 2, draw: vi.fn(() => ({ done: Promise.resolve(), cancel: vi.fn() })) }),
      close: vi.fn(),
    });
    const table = list([memo, rentRoll]);
    const excelRow = within(table).getByText('Rent roll.xlsx').closest('tr')!;
    expect(within(excelRow).queryByRole('button', { name: /^View/ })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'View Offering memo.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offering memo.pdf' });
    expect(await within(dialog).findByText('Page 1 of 2')).toBeTruthy();
    expect(bytes).toHaveBeenCalledWith(memo.link, expect.any(AbortSignal));
  });

  it('offers no View on a locked PDF', () => {
    const table = list([{ ...memo, is_locked: true } as FileView]);
    expect(within(table).queryByRole('button', { name: 'View Offering memo.pdf' })).toBeNull();
    expect(within(table).getByText('Offering memo.pdf')).toBeTruthy();
  });
});
