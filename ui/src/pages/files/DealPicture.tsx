import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { fileHref, filesApi, filesKeys } from '../../deals/files-api';

/** The deal's first image, small, at the top of its summary; nothing when it has none (or they cannot be read). */
export function DealPicture({ id }: { id: string }) {
  const query = useQuery({ queryKey: filesKeys.list(id, 'image'), queryFn: () => filesApi.images(id) });
  const first = query.data?.[0];
  if (!first) return null;
  return (
    <Box
      component="img"
      src={fileHref(first, true)}
      alt={first.file_name}
      sx={{
        display: 'block',
        alignSelf: 'flex-start',
        width: 200,
        maxWidth: '100%',
        height: 120,
        objectFit: 'cover',
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
      }}
    />
  );
}
