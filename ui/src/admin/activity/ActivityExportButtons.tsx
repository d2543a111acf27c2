import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useListContext } from 'react-admin';
import { activityExportUrl, type ExportFormat } from './links';

const formats: { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'Export CSV' },
  { format: 'xlsx', label: 'Export XLSX' },
];

/**
 * Downloads of the list as filtered and sorted, built by the server (which records each export). A plain
 * link does: the download is a same-origin GET that carries the session cookie.
 */
export const ActivityExportButtons = () => {
  const { filterValues, sort, total } = useListContext();
  return (
    <>
      {formats.map(({ format, label }) => (
        <Button
          key={format}
          size="small"
          href={activityExportUrl(format, filterValues, sort)}
          download
          disabled={total === 0}
          startIcon={<DownloadIcon />}
        >
          {label}
        </Button>
      ))}
    </>
  );
};
