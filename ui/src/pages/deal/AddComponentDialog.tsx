import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Typography } from '@mui/material';
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import { componentTypes, nonOperatingComponentTypes, operatingComponentTypes } from '@dealbook/domain/catalog/components';
import type { ComponentType } from '@dealbook/domain/catalog/component-entry';
import { addComponent, draftComponent, linkSuggestion } from '../../deals/form';
import { asksToLink, linkedNotice } from '../../deals/linking';
import { LinkingStep } from './LinkingStep';

type Props = {
  open: boolean;
  deal: Partial<Deal>;
  onClose: () => void;
  /** the deal's components with the new one added; `notice` tells how it was linked when nobody was asked */
  onAdd: (components: SubProperty[], notice: string | null) => void;
};

const groups = [
  { title: 'Operating (revenue producing)', types: operatingComponentTypes },
  { title: 'Non-operating', types: nonOperatingComponentTypes },
];

/**
 * The programming component catalogue, to add a component of one of its 16 types; then, where the
 * linking rule leaves a choice, the linking step (its own plan, or another component's).
 */
export function AddComponentDialog({ open, deal, onClose, onAdd }: Props) {
  const [draft, setDraft] = useState<SubProperty | null>(null);
  const close = () => {
    setDraft(null);
    onClose();
  };
  const choose = (type: ComponentType) => {
    const added = draftComponent(deal, type);
    const decision = linkSuggestion(deal, added);
    if (asksToLink(decision)) return setDraft(added);
    onAdd(addComponent(deal, added, decision.linked_index), linkedNotice(deal, added, decision));
    setDraft(null);
  };
  const place = (added: SubProperty, parentIndex: number | null) => {
    onAdd(addComponent(deal, added, parentIndex), null);
    setDraft(null);
  };
  const titleId = 'add-component-title';
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {draft ? (
        <LinkingStep titleId={titleId} deal={deal} draft={draft} onBack={() => setDraft(null)} onAdd={place} />
      ) : (
        <>
          <DialogTitle id={titleId}>Add a programming component</DialogTitle>
          <DialogContent dividers>
            {groups.map((group) => (
              <section key={group.title} aria-label={group.title}>
                <Typography variant="overline" component="h3" color="text.secondary">
                  {group.title}
                </Typography>
                <Grid container spacing={1} sx={{ mb: 2 }}>
                  {group.types.map((type) => (
                    <Grid key={type} size={{ xs: 6, sm: 4 }}>
                      <Button fullWidth variant="outlined" onClick={() => choose(type)} sx={{ justifyContent: 'flex-start' }}>
                        {componentTypes[type].title}
                      </Button>
                    </Grid>
                  ))}
                </Grid>
              </section>
            ))}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
