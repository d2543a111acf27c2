import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { pdfApi } from '../../deals/pdf-api';
import { openPdf, type PdfDocument } from './pdfjs';

export type PdfState = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; doc: PdfDocument };

type Opened = { bytes: Uint8Array; doc: PdfDocument } | { bytes: Uint8Array; error: unknown };

/**
 * The PDF behind a file link: its bytes are server state (react-query, dropped when the viewer closes, so
 * each opening counts as a view); the pdf.js document made from them lives as long as the viewer shows it.
 */
export function usePdf(fileUrl: string): PdfState {
  const query = useQuery({
    queryKey: ['pdf', fileUrl],
    queryFn: ({ signal }) => pdfApi.bytes(fileUrl, signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const [opened, setOpened] = useState<Opened | null>(null);
  const bytes = query.data;

  useEffect(() => {
    if (!bytes) return;
    let live = true;
    const opening = openPdf(bytes);
    opening.done.then(
      (doc) => live && setOpened({ bytes, doc }),
      (error: unknown) => live && setOpened({ bytes, error }),
    );
    return () => {
      live = false;
      opening.close();
    };
  }, [bytes]);

  if (query.isError) return { state: 'failed', error: query.error };
  // A document opened from earlier bytes is not this one's.
  if (!opened || opened.bytes !== bytes) return { state: 'loading' };
  return 'doc' in opened ? { state: 'ready', doc: opened.doc } : { state: 'failed', error: opened.error };
}
