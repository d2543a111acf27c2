import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import BuildIcon from '@mui/icons-material/TableChartOutlined';
import { MessageDialog } from '../shared/MessageDialog';
import { modelMessages } from './failures';
import { LockedModel } from './LockedModel';
import { ModelBuilds } from './ModelBuilds';
import { ModelProgress, QuotaLine, RefusalAlert } from './ModelNotices';
import { ModelPaymentDialog } from './ModelPaymentDialog';
import { useModel, type ModelView } from './useModel';
import { useUnlock } from './useUnlock';

/*
 * The deal's Excel model (§6, §7, §8; the contract in domain/src/models/README.md). Where the spec is
 * silent, our choices:
 * - One panel: a card of the files page (the workbook lands among the attachments) and, from the summary, the same
 *   panel in a dialog, so nobody leaves the figures to buy or build.
 * - Only who may edit the deal (access `manage_files`: the owner, editors) sees Unlock, Build and Retry; the others
 *   see the state and the list.
 * - The coupon sits by the price. With a coupon (or a price of 0) 'Unlock Model' first unlocks without a card: a
 *   coupon that makes it free unlocks at once, and the card dialog opens only when a price is still due
 *   (TOKEN_REQUIRED). A refused coupon is the spec's toast and the code is cleared.
 * - An incomplete profile is known from the status: a dialog says so before any card is asked for, and its button
 *   leads to /app/profile/user (the server's 403 opens the same dialog).
 * - Paying (or a free coupon) builds at once: nobody buys a model to click again. A premium plan with builds left
 *   builds directly and says what is left; at its limit the spec's message links to the plans, and paying for this
 *   one deal stays possible.
 * - A failed latest build shows the spec's message with Retry; the models built before stay listed.
 * - On a phone Download mails the workbook to the signed-in address and says so ('Model is not mobile friendly').
 */

const intro =
  'A live Excel workbook of this deal: assumptions, sources and uses, budget, NOI, a monthly pro forma, the debt and the returns, with formulas you can change.';

function BuildButton({ model, label }: { model: ModelView; label: string }) {
  return (
    <Button
      variant="contained"
      startIcon={model.building ? <CircularProgress size={16} color="inherit" aria-label="Queuing the build" /> : <BuildIcon />}
      disabled={model.building}
      onClick={model.build}
      sx={{ alignSelf: 'flex-start' }}
    >
      {label}
    </Button>
  );
}

/** The model's state and what the caller may do with it; `pollMs` is how often a build under way is asked about. */
export function ModelPanel({ dealId, pollMs }: { dealId: string; pollMs?: number }) {
  const model = useModel(dealId, pollMs);
  const unlock = useUnlock(dealId, model.build);
  const { phase, uploaded } = model;
  if (model.status.isPending) return <CircularProgress aria-label="Loading the Excel model" size={28} />;
  if (!model.status.data || !phase) return <Alert severity="error">{modelMessages.statusFailed}</Alert>;
  const status = model.status.data;
  const canBuild = model.canAct && (status.unlocked || status.can_build);
  const newest = uploaded[0]?.deal_version ?? 0;
  const newer = model.newestVersion !== null && model.newestVersion > newest ? model.newestVersion : null;

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {intro}
      </Typography>
      {phase === 'locked' && <LockedModel status={status} canAct={model.canAct} unlock={unlock} />}
      {phase === 'ready' &&
        (canBuild ? (
          <Stack spacing={1}>
            <BuildButton model={model} label="Build Excel Model" />
            {!status.unlocked && status.quota && <QuotaLine quota={status.quota} />}
          </Stack>
        ) : (
          <Typography color="text.secondary">No Excel model has been built of this deal yet.</Typography>
        ))}
      {phase === 'progress' && <ModelProgress version={model.current?.deal_version} />}
      {phase === 'failed' && (
        <Alert
          severity="error"
          action={
            canBuild && (
              <Button color="inherit" size="small" disabled={model.building} onClick={model.build}>
                Retry
              </Button>
            )
          }
        >
          {modelMessages.buildFailed}
        </Alert>
      )}
      {model.refused && <RefusalAlert failure={model.refused} />}
      {uploaded.length > 0 && <ModelBuilds builds={uploaded} />}
      {phase === 'uploaded' && canBuild && newer !== null && <BuildButton model={model} label={`Build for version ${newer}`} />}
      <ModelPaymentDialog dealId={dealId} status={status} unlock={unlock} />
      <MessageDialog text={unlock.profile} onClose={unlock.closeProfile} />
    </Stack>
  );
}
