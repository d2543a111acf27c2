import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/Download';
import NextIcon from '@mui/icons-material/ChevronRight';
import PreviousIcon from '@mui/icons-material/ChevronLeft';
import { readFailure } from '../../deals/failures';
import { usePdf } from './usePdf';

type Props = {
  /** The file's own link (the in-app download, or a public page's signed download); the dialog is open while it is set. */
  url: string | null;
  title: string;
  onClose: () => void;
};

/** What the viewer says when the PDF does not open, and whether the download may still work. */
export function pdfFailure(error: unknown): { title?: string; message: string; download: boolean } {
  const { status, message, title } = readFailure(error);
  if (status === undefined) return { message: 'This file could not be shown here. Download it to open it.', download: true };
  const gone = status === 403 || status === 404 || status === 410;
  if (status < 500 && message) return { title, message, download: !gone };
  return { message: 'The PDF could not be loaded. Please try again later.', download: !gone };
}

/** The frame's width in CSS pixels, following the dialog as the window resizes. */
function useFrameWidth(frame: RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame]);
  // jsdom (and a frame not laid out yet) measures 0: draw at a common width rather than not at all.
  return width > 0 ? Math.floor(width) : 800;
}

function Viewer({ url, title, titleId, onClose }: { url: string; title: string; titleId: string; onClose: () => void }) {
  const pdf = usePdf(url);
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const width = useFrameWidth(frame);
  const [page, setPage] = useState(1);
  const [drawFailed, setDrawFailed] = useState<unknown>(null);
  const doc = pdf.state === 'ready' ? pdf.doc : null;
  const pages = doc?.pages ?? 0;

  useEffect(() => {
    if (!doc || !canvas.current) return;
    const drawing = doc.draw(page, canvas.current, width);
    drawing.done.catch((error: unknown) => setDrawFailed(error ?? new Error('draw')));
    return drawing.cancel;
  }, [doc, page, width]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') setPage((at) => Math.max(at - 1, 1));
      if (event.key === 'ArrowRight') setPage((at) => Math.min(at + 1, Math.max(pages, 1)));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [pages]);

  const failed = pdf.state === 'failed' ? pdfFailure(pdf.error) : drawFailed ? pdfFailure(drawFailed) : null;
  return (
    <>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent dividers sx={{ bgcolor: 'grey.100', p: { xs: 1, sm: 2 } }}>
        <Box ref={frame} sx={{ width: '100%', minHeight: 240, display: 'flex', justifyContent: 'center', alignItems: 'flex-start' }}>
          {failed ? (
            <Alert severity="error" sx={{ width: '100%' }}>
              {failed.title && <AlertTitle>{failed.title}</AlertTitle>}
              {failed.message}
            </Alert>
          ) : doc ? (
            <Box
              component="canvas"
              ref={canvas}
              role="img"
              aria-label={`Page ${page} of ${title}`}
              sx={{ display: 'block', boxShadow: 1, bgcolor: 'common.white' }}
            />
          ) : (
            <CircularProgress aria-label="Loading the PDF" sx={{ mt: 8 }} />
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button startIcon={<PreviousIcon />} disabled={!doc || page <= 1} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        {doc && !failed && (
          <Typography variant="body2" aria-live="polite" sx={{ minWidth: 90, textAlign: 'center' }}>
            Page {page} of {pages}
          </Typography>
        )}
        <Button endIcon={<NextIcon />} disabled={!doc || page >= pages} onClick={() => setPage(page + 1)}>
          Next
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {(!failed || failed.download) && (
          <Button component="a" href={url} download={title} startIcon={<DownloadIcon />}>
            Download
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </>
  );
}

/** One page at a time of a deal's PDF, fitted to the dialog's width; full screen on phones. ←/→ turn the pages. */
export function PdfViewerDialog({ url, title, onClose }: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  // The last file stays shown while the dialog fades out.
  const [shown, setShown] = useState(url);
  if (url !== null && url !== shown) setShown(url);
  return (
    <Dialog open={url !== null} onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby={titleId}>
      {shown !== null && <Viewer key={shown} url={shown} title={title} titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}
