import { Box, Stack, Typography } from '@mui/material';
import HistoryEduOutlinedIcon from '@mui/icons-material/HistoryEduOutlined';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import FolderSharedOutlinedIcon from '@mui/icons-material/FolderSharedOutlined';
import type { SvgIconComponent } from '@mui/icons-material';

type Section = { id: string; icon: SvgIconComponent; title: string; body: string };

const sections: Section[] = [
  {
    id: 'history',
    icon: HistoryEduOutlinedIcon,
    title: 'Nothing about a deal is overwritten',
    body:
      'Every change to a deal, from a rent line to the exit cap of one component, is recorded as an event with who made it and when. ' +
      'Field-level history shows each value before and after. Restoring an earlier version adds a new version instead of erasing the ones in between, ' +
      'so the trail an investment committee or an auditor asks for is always complete.',
  },
  {
    id: 'matching',
    icon: HubOutlinedIcon,
    title: 'Matched to capital providers who fit',
    body:
      'Investors and lenders describe what they fund: asset class, strategy, property type, capital structure, transaction size and geography. ' +
      'Dealbook compares a deal with those sourcing profiles and sends it as an invitation to the providers that match. ' +
      'A provider can review it or decline with feedback, so the sponsor learns why.',
  },
  {
    id: 'sharing',
    icon: FolderSharedOutlinedIcon,
    title: 'Shared on your terms',
    body:
      'Work on a deal with colleagues as a collaboration, and open a data room where each document has per-person access. ' +
      'Every share, permission and access request joins the same history as the deal itself.',
  },
];

/** What the product does, in the words a sponsor or a lender would use; the menu links to each section. */
export function ProductSections() {
  return (
    <Stack spacing={3} component="section" aria-label="What Dealbook does">
      {sections.map(({ id, icon: Icon, title, body }) => (
        <Box key={id} id={id} sx={{ display: 'flex', gap: 2, scrollMarginTop: 16 }}>
          <Icon color="primary" sx={{ fontSize: 32, mt: 0.25, flexShrink: 0 }} aria-hidden />
          <Box>
            <Typography variant="h6" component="h2" gutterBottom>
              {title}
            </Typography>
            <Typography color="text.secondary">{body}</Typography>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
