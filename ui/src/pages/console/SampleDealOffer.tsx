import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { dealsApi } from '../../deals/api';

/**
 * The empty console's invitation to explore a worked example: adds the sample deal (a 200-unit multifamily
 * development with retail and parking, senior and mezzanine debt, a pref-and-promote waterfall) to the
 * user's own deals and opens its summary.
 */
export function SampleDealOffer() {
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'adding' | 'failed'>('idle');
  const add = async () => {
    setState('adding');
    try {
      const { id } = await dealsApi.createSample();
      navigate(`/app/deals/${encodeURIComponent(id)}/summary`);
    } catch {
      setState('failed');
    }
  };
  return (
    <Stack spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 520 }}>
        New here? Add a sample deal: a 200-unit apartment development with ground-floor retail and a parking structure, financed with a
        construction loan, mezzanine debt and a preferred-return-and-promote waterfall.
      </Typography>
      <Button variant="outlined" onClick={add} disabled={state === 'adding'}>
        {state === 'adding' ? 'Adding the sample deal…' : 'Add the sample deal'}
      </Button>
      {state === 'failed' && <Alert severity="error">The sample deal could not be added. Please try again in a moment.</Alert>}
    </Stack>
  );
}
