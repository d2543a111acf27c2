import { createContext, useContext, useState, type ReactNode } from 'react';
import { Button, IconButton, type ButtonProps } from '@mui/material';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { PdfViewerDialog } from './PdfViewerDialog';

/** A PDF by its type, or by its name where the answer carries no type (the public file page). */
export const isPdf = (file: { content_type?: string | null; name: string }) =>
  file.content_type ? file.content_type.toLowerCase().startsWith('application/pdf') : /\.pdf$/i.test(file.name.trim());

type Shown = { url: string; name: string };
const ViewerContext = createContext<((shown: Shown) => void) | null>(null);

/**
 * One viewer for a list whose rows change shape with the width (table ↔ cards): the open PDF stays open
 * when a phone turns or a window narrows, because the dialog lives above the rows.
 */
export function PdfViewerHost({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  return (
    <ViewerContext.Provider value={setShown}>
      {children}
      <PdfViewerDialog url={shown?.url ?? null} title={shown?.name ?? ''} onClose={() => setShown(null)} />
    </ViewerContext.Provider>
  );
}

type Props = {
  /** The file's own link: the in-app download or a public page's signed download. */
  url: string;
  name: string;
  /** An icon in a list's row of actions, or a labelled button. */
  icon?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
};

/** "View": opens the file in the PDF viewer (the host's, inside a `PdfViewerHost`; else its own). */
export function ViewPdfButton({ url, name, icon = false, variant = 'outlined', size }: Props) {
  const host = useContext(ViewerContext);
  const [open, setOpen] = useState(false);
  const view = () => (host ? host({ url, name }) : setOpen(true));
  return (
    <>
      {icon ? (
        <IconButton aria-label={`View ${name}`} title="View" onClick={view}>
          <ViewIcon fontSize="small" />
        </IconButton>
      ) : (
        <Button variant={variant} size={size} startIcon={<ViewIcon />} aria-label={`View ${name}`} onClick={view}>
          View
        </Button>
      )}
      {!host && <PdfViewerDialog url={open ? url : null} title={name} onClose={() => setOpen(false)} />}
    </>
  );
}
