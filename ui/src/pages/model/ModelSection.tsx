import { useId } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { ModelPanel } from './ModelPanel';

/** The files page's "Excel Model" card; `MODEL_ANCHOR` scrolls to it. */
export const MODEL_ANCHOR = 'excel-model';

export function ModelSection({ dealId, pollMs }: { dealId: string; pollMs?: number }) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} id={MODEL_ANCHOR}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" id={titleId} sx={{ mb: 1.5 }}>
          Excel Model
        </Typography>
        <ModelPanel dealId={dealId} pollMs={pollMs} />
      </CardContent>
    </Card>
  );
}
