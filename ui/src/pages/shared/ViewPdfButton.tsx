import { useState } from 'react';
import { Button, IconButton, type ButtonProps } from '@mui/material';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { PdfViewerDialog } from './PdfViewerDialog';

/** A PDF by its type, or by its name where the answer carries no type (the public file page). */
export const isPdf = (file: { content_type?: string | null; name: string }) =>
  file.content_type ? file.content_type.toLowerCase().startsWith('application/pdf') : /\.pdf$/i.test(file.name.trim());

type Props = {
  /** The file's own link: the in-app download or a public page's signed download. */
  url: string;
  name: string;
  /** An icon in a list's row of actions, or a labelled button. */
  icon?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
};

/** "View": opens the file in the PDF viewer. */
export function ViewPdfButton({ url, name, icon = false, variant = 'outlined', size }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {icon ? (
        <IconButton aria-label={`View ${name}`} title="View" onClick={() => setOpen(true)}>
          <ViewIcon fontSize="small" />
        </IconButton>
      ) : (
        <Button variant={variant} size={size} startIcon={<ViewIcon />} aria-label={`View ${name}`} onClick={() => setOpen(true)}>
          View
        </Button>
      )}
      <PdfViewerDialog url={open ? url : null} title={name} onClose={() => setOpen(false)} />
    </>
  );
}
