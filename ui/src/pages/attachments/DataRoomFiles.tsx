import { Link as RouterLink } from 'react-router';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
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
import DownloadIcon from '@mui/icons-material/Download';
import LockIcon from '@mui/icons-material/LockOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import type { DataRoomFile } from '../../deals/public-files-api';
import { fileSize, fileType } from '../files/labels';
import { isPdf, PdfViewerHost, ViewPdfButton } from '../shared/ViewPdfButton';
import { requestPath, viewPath } from './failures';

type Props = { dealId: string; email: string | null; files: DataRoomFile[] };

const typeOf = (file: DataRoomFile) => fileType({ content_type: file.content_type, file_name: file.aws_key });

/** Download (and View for a PDF) when the visitor may open the file; otherwise where their request stands. */
function FileActions({ file, dealId, email }: { file: DataRoomFile; dealId: string; email: string | null }) {
  if (file.download)
    return (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          component="a"
          href={file.download}
          download={file.aws_key}
          startIcon={<DownloadIcon />}
          aria-label={`Download ${file.aws_key}`}
        >
          Download
        </Button>
        {isPdf({ content_type: file.content_type, name: file.aws_key }) && (
          <ViewPdfButton url={file.download} name={file.aws_key} variant="text" size="small" />
        )}
      </Stack>
    );
  if (file.access === 'pending') return <Chip size="small" variant="outlined" label="Request pending" />;
  if (file.access === 'granted')
    return (
      <Button
        size="small"
        component={RouterLink}
        // The address is on the file's own list: its page mails the link to that address.
        to={viewPath(dealId, 'link', file.id)}
        startIcon={<MailIcon />}
        aria-label={`Get the link to ${file.aws_key} by email`}
      >
        Get the link by email
      </Button>
    );
  if (file.access === 'locked')
    return (
      <Button
        size="small"
        component={RouterLink}
        // Without an address yet, the file's own page asks for one first.
        to={email ? requestPath('link', dealId, file.id, email) : viewPath(dealId, 'link', file.id)}
        startIcon={<LockIcon />}
        aria-label={`Request access to ${file.aws_key}`}
      >
        Request access
      </Button>
    );
  return (
    <Typography variant="body2" color="text.secondary">
      Not available right now
    </Typography>
  );
}

/** An open data room's files: a table, or stacked cards on phones. */
function Listing({ dealId, email, files }: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (files.length === 0) return <Typography color="text.secondary">The data room is empty for now.</Typography>;
  const note = (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
      Download links work for 15 minutes; open this page again for new ones.
    </Typography>
  );
  if (phone)
    return (
      <>
        <Stack component="ul" aria-label="Data room files" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {files.map((file) => (
            <Card component="li" variant="outlined" key={file.id}>
              <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1 } }}>
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{file.aws_key}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {typeOf(file)} · {fileSize(file.size)}
                </Typography>
                <FileActions file={file} dealId={dealId} email={email} />
              </CardContent>
            </Card>
          ))}
        </Stack>
        {note}
      </>
    );
  return (
    <Box>
      <Table size="small" aria-label="Data room files" sx={{ tableLayout: 'fixed', width: '100%' }}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell sx={{ width: 100 }}>Type</TableCell>
            <TableCell sx={{ width: 90 }}>Size</TableCell>
            <TableCell sx={{ width: 220 }}>Access</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {files.map((file) => (
            <TableRow key={file.id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{file.aws_key}</TableCell>
              <TableCell>{typeOf(file)}</TableCell>
              <TableCell>{fileSize(file.size)}</TableCell>
              <TableCell>
                <FileActions file={file} dealId={dealId} email={email} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {note}
    </Box>
  );
}

/** An open data room's files, with one PDF viewer above the table and the cards. */
export function DataRoomFiles(props: Props) {
  return (
    <PdfViewerHost>
      <Listing {...props} />
    </PdfViewerHost>
  );
}
