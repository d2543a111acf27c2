import { useId, useRef } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, IconButton, Stack, Typography } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useQuery } from '@tanstack/react-query';
import { fileHref, filesApi, filesKeys, IMAGE_TYPES } from '../../deals/files-api';
import { MessageDialog } from '../shared/MessageDialog';
import { UploadProgress } from './UploadProgress';
import { useFileActions } from './useFileActions';
import { useUpload } from './useUpload';

/** The deal's pictures as thumbnails; those who manage files upload (JPEG, PNG, GIF, WebP) and delete them. */
export function ImagesSection({ dealId, manage }: { dealId: string; manage: boolean }) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const query = useQuery({ queryKey: filesKeys.list(dealId, 'image'), queryFn: () => filesApi.images(dealId) });
  const upload = useUpload(dealId, 'image');
  const actions = useFileActions(dealId, 'image');
  const images = query.data ?? [];

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1, mb: 1.5 }}
        >
          <Typography variant="h6" component="h2" id={titleId}>
            Deal images{query.data ? ` (${images.length})` : ''}
          </Typography>
          {manage && (
            <Button
              variant="outlined"
              startIcon={<AddPhotoAlternateIcon />}
              disabled={upload.uploading !== null}
              onClick={() => input.current?.click()}
            >
              Upload image
            </Button>
          )}
        </Stack>
        {manage && (
          <input
            ref={input}
            type="file"
            hidden
            accept={IMAGE_TYPES.join(',')}
            aria-label="Choose an image"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload.start(file);
            }}
          />
        )}
        {upload.uploading && (
          <Box sx={{ mb: 2 }}>
            <UploadProgress uploading={upload.uploading} onCancel={upload.cancel} />
          </Box>
        )}
        {query.isPending ? (
          <CircularProgress aria-label="Loading images" size={28} />
        ) : query.isError ? (
          <Alert severity="error">The images of this deal could not be loaded.</Alert>
        ) : images.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 1 }}>
            No images yet{manage ? ': upload a photo or a rendering of the property (JPEG, PNG, GIF or WebP, up to 2.5 MB).' : '.'}
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-label="Deal images"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
          >
            {images.map((image) => (
              <Box
                component="li"
                key={image.id}
                sx={{ minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
              >
                <Box
                  component="img"
                  src={fileHref(image, true)}
                  alt={image.file_name}
                  loading="lazy"
                  sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', bgcolor: 'action.hover' }}
                />
                <Stack direction="row" sx={{ alignItems: 'center', pl: 1, minWidth: 0 }}>
                  <Typography variant="caption" noWrap title={image.file_name} sx={{ flexGrow: 1, minWidth: 0 }}>
                    {image.file_name}
                  </Typography>
                  {manage && (
                    <IconButton
                      size="small"
                      aria-label={`Delete ${image.file_name}`}
                      disabled={actions.busy}
                      onClick={() => actions.askDelete(image)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  )}
                </Stack>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
      {actions.dialogs}
      <MessageDialog text={upload.failure} onClose={upload.clearFailure} />
    </Card>
  );
}
