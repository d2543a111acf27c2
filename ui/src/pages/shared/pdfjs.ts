import type { PDFDocumentLoadingTask, PDFDocumentProxy, RenderTask } from 'pdfjs-dist';

/** Drawing one page; `cancel` stops it (the page changed, or the viewer closed). */
export type PageDrawing = { done: Promise<void>; cancel: () => void };

/** An opened PDF, as the viewer uses it. */
export type PdfDocument = {
  pages: number;
  /** Draws page `page` (from 1) into `canvas`, `width` CSS pixels wide, sharp on high-density screens. */
  draw: (page: number, canvas: HTMLCanvasElement, width: number) => PageDrawing;
};

export type PdfOpening = { done: Promise<PdfDocument>; close: () => void };

// pdf.js and its worker (about 1.5 MB) load with the first PDF opened, never with the page.
const pdfjs = async () => {
  const [lib, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  lib.GlobalWorkerOptions.workerSrc = worker.default;
  return lib;
};

const isCancelled = (error: unknown) => (error as { name?: unknown } | null)?.name === 'RenderingCancelledException';

function drawer(doc: PDFDocumentProxy): PdfDocument['draw'] {
  // pdf.js refuses two drawings on one canvas at once: each waits for the one before it to stop.
  let previous: Promise<void> = Promise.resolve();
  return (pageNumber, canvas, width) => {
    let cancelled = false;
    let task: RenderTask | null = null;
    const done = previous.then(async () => {
      if (cancelled) return;
      const page = await doc.getPage(pageNumber);
      if (cancelled) return;
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (width / page.getViewport({ scale: 1 }).width) * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
      task = page.render({ canvas, viewport });
      await task.promise.catch((error: unknown) => {
        if (!isCancelled(error)) throw error;
      });
    });
    previous = done.catch(() => undefined);
    return {
      done,
      cancel: () => {
        cancelled = true;
        task?.cancel();
      },
    };
  };
}

/** Opens a PDF's bytes (a copy: pdf.js hands its input to the worker); `close` frees the document and its worker. */
export function openPdf(bytes: Uint8Array): PdfOpening {
  let closed = false;
  let loading: PDFDocumentLoadingTask | null = null;
  const done = pdfjs().then(async (lib) => {
    if (closed) throw new DOMException('The viewer was closed.', 'AbortError');
    // The app's Content-Security-Policy allows no eval: pdf.js then interprets PostScript functions instead.
    loading = lib.getDocument({ data: bytes.slice(), isEvalSupported: false });
    const doc = await loading.promise;
    return { pages: doc.numPages, draw: drawer(doc) };
  });
  return {
    done,
    close: () => {
      closed = true;
      void loading?.destroy();
    },
  };
}
