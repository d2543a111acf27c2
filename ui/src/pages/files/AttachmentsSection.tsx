import { useId, useRef, useState, type DragEvent } from 'react';
import { Alert, Badge, Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import LinkIcon from '@mui/icons-material/Link';
import LockIcon from '@mui/icons-material/LockOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useQuery } from '@tanstack/react-query';
import { FILE_NAME_MAX_LENGTH } from '@dealbook/domain/files/names';
import { DATAROOM } from '../../deals/file-access-api';
import { filesApi, filesKeys } from '../../deals/files-api';
import { MessageDialog } from '../shared/MessageDialog';
import { usePremiumFeature } from '../shared/PremiumFeature';
import { AccessDialog, type AccessTarget } from './AccessDialog';
import type { Requester } from './accessRequest';
import { AttachmentList } from './AttachmentList';
import { useCopyLink } from './CopyLink';
import { UploadProgress } from './UploadProgress';
import { useAccessLists } from './useAccess';
import { useFileActions } from './useFileActions';
import { useFileLocks } from './useFileLocks';
import { useUpload } from './useUpload';

/**
 * The deal's documents: listed for everyone who sees the deal; uploaded (picked or dropped), renamed, deleted and
 * given an access list (the data room's, each file's) by those who manage files. A file locked for the caller
 * offers a request instead of its download (made as `requester`). Uploading is a premium feature: on a
 * plan without it the upload control stays and explains so; what is already uploaded stays fully usable. Those who
 * may share (`share`) copy a file's or the data room's public link. */
export function AttachmentsSection({
  dealId,
  manage,
  share = false,
  requester,
}: {
  dealId: string;
  manage: boolean;
  share?: boolean;
  requester?: Requester;
}) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [over, setOver] = useState(false);
  const query = useQuery({ queryKey: filesKeys.list(dealId, 'attachment'), queryFn: () => filesApi.attachments(dealId) });
  const premium = usePremiumFeature('uploadAttachments');
  const upload = useUpload(dealId, 'attachment', premium.caught);
  const actions = useFileActions(dealId, 'attachment');
  const locks = useFileLocks(dealId, requester);
  const links = useCopyLink(dealId);
  const files = query.data ?? [];
  const lists = useAccessLists(dealId, manage);
  const restricted = new Set((lists.data?.files ?? []).filter((f) => f.restricted_access).map((f) => f.id));
  const pending = new Map((lists.data?.files ?? []).map((f) => [f.id, f.requested_access.length]));
  const roomWaiting = lists.data?.requested_access.length ?? 0;
  const [access, setAccess] = useState<AccessTarget | null>(null);
  const busy = upload.uploading !== null;

  const send = async (file: File | undefined) => {
    if (file && premium.locked) premium.offer();
    else if (file && !busy && (await upload.start(file, name))) setName('');
  };
  const pick = () => (premium.locked ? premium.offer() : input.current?.click());
  const dropping = manage
    ? {
        onDragOver: (event: DragEvent) => {
          event.preventDefault();
          setOver(true);
        },
        onDragLeave: () => setOver(false),
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          setOver(false);
          void send(event.dataTransfer.files[0]);
        },
      }
    : {};

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      {...dropping}
      sx={over ? { borderColor: 'primary.main', borderStyle: 'dashed', bgcolor: 'action.hover' } : undefined}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1.5 }}>
          <Typography variant="h6" component="h2" id={titleId}>
            Attachments{query.data ? ` (${files.length})` : ''}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {share && (
              <Button size="small" startIcon={<LinkIcon />} onClick={() => links.copy(DATAROOM)}>
                Copy data room link
              </Button>
            )}
            {manage && (
              <Button
                size="small"
                startIcon={<LockIcon />}
                onClick={() => setAccess({ id: DATAROOM, name: 'Data room' })}
                aria-label={roomWaiting ? `Data room access (${roomWaiting} waiting)` : undefined}
              >
                <Badge badgeContent={roomWaiting} color="warning" sx={{ '& .MuiBadge-badge': { right: -12 } }}>
                  Data room access
                </Badge>
              </Button>
            )}
          </Stack>
        </Stack>
        {manage && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' }, mb: 2 }}>
            <TextField
              size="small"
              label="Name (optional)"
              value={name}
              onChange={(event) => setName(event.target.value)}
              helperText="Leave empty to keep the file's own name."
              slotProps={{ htmlInput: { maxLength: FILE_NAME_MAX_LENGTH } }}
              sx={{ flexGrow: 1, maxWidth: { sm: 360 } }}
            />
            <Button variant="contained" startIcon={<UploadFileIcon />} disabled={busy} onClick={pick} sx={{ flexShrink: 0 }}>
              Upload file
            </Button>
            <input
              ref={input}
              type="file"
              hidden
              aria-label="Choose a file"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                void send(file);
              }}
            />
            {premium.locked ? (
              <Typography variant="body2" color="text.secondary" sx={{ pt: { sm: 1 } }}>
                Attachments are a premium feature.
              </Typography>
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', md: 'block' }, pt: 1 }}>
                or drop a file here (up to 10 MB)
              </Typography>
            )}
          </Stack>
        )}
        {upload.uploading && (
          <Box sx={{ mb: 2 }}>
            <UploadProgress uploading={upload.uploading} onCancel={upload.cancel} />
          </Box>
        )}
        {query.isPending ? (
          <CircularProgress aria-label="Loading attachments" size={28} />
        ) : query.isError ? (
          <Alert severity="error">The attachments of this deal could not be loaded.</Alert>
        ) : files.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 1 }}>
            {manage ? 'No attachments yet: upload the offering memorandum, rent roll or budget…' : 'No attachments yet.'}
          </Typography>
        ) : (
          <AttachmentList
            files={files}
            manage={manage}
            busy={actions.busy}
            restricted={restricted}
            pending={pending}
            onRename={actions.askRename}
            onDelete={actions.askDelete}
            onAccess={(file) => setAccess({ id: file.id, name: file.file_name })}
            onCopyLink={share ? (file) => links.copy(file.id) : undefined}
            lock={locks.lock}
          />
        )}
      </CardContent>
      {actions.dialogs}
      {locks.dialog}
      {links.dialog}
      {manage && <AccessDialog dealId={dealId} target={access} onClose={() => setAccess(null)} />}
      <MessageDialog text={upload.failure} onClose={upload.clearFailure} />
      {premium.dialog}
    </Card>
  );
}
