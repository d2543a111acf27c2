import {
  Badge,
  Box,
  Card,
  CardContent,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import LinkIcon from '@mui/icons-material/Link';
import LockIcon from '@mui/icons-material/Lock';
import PeopleIcon from '@mui/icons-material/GroupOutlined';
import RenameIcon from '@mui/icons-material/DriveFileRenameOutline';
import type { FileView } from '../../deals/files-api';
import { isPdf, PdfViewerHost, ViewPdfButton } from '../shared/ViewPdfButton';
import { DownloadButton, LockNote, type LockActions } from './FileLock';
import { fileSize, fileType, uploadedOn } from './labels';

type Props = {
  files: FileView[];
  manage: boolean;
  busy: boolean;
  /** The ids of the files whose access list is restricted (a lock on their "Who can open"). */
  restricted: ReadonlySet<string>;
  /** How many requests wait on each file (by id), counted on its "Who can open". */
  pending?: ReadonlyMap<string, number>;
  onRename: (file: FileView) => void;
  onDelete: (file: FileView) => void;
  onAccess: (file: FileView) => void;
  /** Copies the file's public link; absent for those who may not share it. */
  onCopyLink?: (file: FileView) => void;
  /** A locked file's note and request, downloads through the app (contract "In-app locks"). */
  lock?: LockActions;
};

function Actions({
  file,
  manage,
  busy,
  restricted,
  pending,
  onRename,
  onDelete,
  onAccess,
  onCopyLink,
  lock,
}: Omit<Props, 'files'> & { file: FileView }) {
  const locked = restricted.has(file.id);
  const waiting = pending?.get(file.id) ?? 0;
  return (
    <Stack direction="row" sx={{ flexShrink: 0, justifyContent: 'flex-end' }}>
      {isPdf({ content_type: file.content_type, name: file.file_name }) && !('is_locked' in file && file.is_locked === true) && (
        <ViewPdfButton icon url={file.link} name={file.file_name} />
      )}
      <DownloadButton file={file} lock={lock} />
      {onCopyLink && (
        <IconButton aria-label={`Copy the link to ${file.file_name}`} title="Copy link" onClick={() => onCopyLink(file)}>
          <LinkIcon fontSize="small" />
        </IconButton>
      )}
      {manage && (
        <>
          <IconButton
            aria-label={`Who can open ${file.file_name}${waiting ? ` (${waiting} waiting)` : ''}`}
            title={locked ? 'Who can open (restricted)' : 'Who can open'}
            onClick={() => onAccess(file)}
          >
            <Badge badgeContent={waiting} color="warning">
              {locked ? <LockIcon fontSize="small" data-testid="restricted" /> : <PeopleIcon fontSize="small" />}
            </Badge>
          </IconButton>
          <IconButton aria-label={`Rename ${file.file_name}`} title="Rename" disabled={busy} onClick={() => onRename(file)}>
            <RenameIcon fontSize="small" />
          </IconButton>
          <IconButton aria-label={`Delete ${file.file_name}`} title="Delete" disabled={busy} onClick={() => onDelete(file)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </>
      )}
    </Stack>
  );
}

/** The attachments as a table, or stacked cards on phones and narrow tablets (no sideways scrolling at 390 px). */
function Listing(props: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const { files } = props;
  if (phone)
    return (
      <Stack component="ul" aria-label="Attachments" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {files.map((file) => (
          <Card component="li" variant="outlined" key={file.id}>
            <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1 } }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{file.file_name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {fileType(file)} · {fileSize(file.size)} · {uploadedOn(file.uploaded_at)}
              </Typography>
              <LockNote file={file} lock={props.lock} />
              <Actions file={file} {...props} />
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  return (
    <Box sx={{ width: '100%' }}>
      <Table size="small" aria-label="Attachments" sx={{ tableLayout: 'fixed', width: '100%' }}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell sx={{ width: 110 }}>Type</TableCell>
            <TableCell sx={{ width: 100 }}>Size</TableCell>
            <TableCell sx={{ width: 130 }}>Uploaded</TableCell>
            <TableCell sx={{ width: (props.manage ? 216 : 96) + (props.onCopyLink ? 40 : 0) }}>
              <Box
                component="span"
                sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}
              >
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {files.map((file) => (
            <TableRow key={file.id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {file.file_name}
                <LockNote file={file} lock={props.lock} />
              </TableCell>
              <TableCell>{fileType(file)}</TableCell>
              <TableCell>{fileSize(file.size)}</TableCell>
              <TableCell>{uploadedOn(file.uploaded_at)}</TableCell>
              <TableCell sx={{ px: 0.5 }}>
                <Actions file={file} {...props} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The attachments as a table, or stacked cards on phones and narrow tablets, with one PDF viewer above both. */
export function AttachmentList(props: Props) {
  return (
    <PdfViewerHost>
      <Listing {...props} />
    </PdfViewerHost>
  );
}
