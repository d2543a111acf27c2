import { useState } from 'react';
import { useLocation } from 'react-router';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import PlayCircleOutlineIcon from '@mui/icons-material/OndemandVideoOutlined';
import { PublicLayout } from '../shared/PublicLayout';
import { BrowserNotice } from '../shared/BrowserNotice';
import type { Block, SiteContent } from './content';

/** A video's dialog; each video has its own partial (its title and summary) until the recordings exist. */
function VideoButton({ video }: { video: NonNullable<Block['video']> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<PlayCircleOutlineIcon />} onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        Watch: {video.title}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="video-title">
        <DialogTitle id="video-title">{video.title}</DialogTitle>
        <DialogContent>
          <Box
            sx={{
              aspectRatio: '16 / 9',
              bgcolor: 'grey.900',
              color: 'grey.100',
              display: 'grid',
              placeItems: 'center',
              borderRadius: 1,
              mb: 2,
              p: 2,
              textAlign: 'center',
            }}
          >
            The recording is being made; until then, book a demo and we will show it live.
          </Box>
          <Typography color="text.secondary">{video.summary}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Ok</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

export function SiteArticle({ content }: { content: SiteContent }) {
  return (
    <Stack spacing={3} component="article">
      <Box>
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
          {content.overline}
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: 1 }}>
          {content.title}
        </Typography>
        {content.draft ? (
          <Alert severity="warning">{content.intro}</Alert>
        ) : (
          <Typography color="text.secondary">{content.intro}</Typography>
        )}
      </Box>
      {content.blocks.map((block) => (
        <Stack key={block.id} id={block.id} spacing={1} component="section" sx={{ scrollMarginTop: 16 }}>
          <Typography variant="h6" component="h2">
            {block.heading}
          </Typography>
          {block.paragraphs.map((p) => (
            <Typography key={p}>{p}</Typography>
          ))}
          {block.video && <VideoButton video={block.video} />}
        </Stack>
      ))}
    </Stack>
  );
}

/** A page of the public site by its path (product, demos, org and legal pages). */
export function SitePage({ pages }: { pages: SiteContent[] }) {
  const { pathname } = useLocation();
  const content = pages.find((p) => p.path === pathname) ?? pages[0]!;
  return (
    <PublicLayout>
      <BrowserNotice />
      <SiteArticle content={content} />
    </PublicLayout>
  );
}
