import { useState, type FormEvent } from 'react';
import { Autocomplete, Button, Stack, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountMessages } from '@dealbook/domain/account/messages';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { accountApi, accountKeys, type Profile, type ProfileInput } from '../../account/api';
import { MessageDialog } from '../shared/MessageDialog';
import { useToast } from '../shared/toast';
import { useSuggestions } from '../shared/useSuggestions';

const inputOf = (p: Profile): ProfileInput => ({
  first_name: p.first_name,
  last_name: p.last_name,
  contact_telephone: p.contact_telephone,
  company: p.company?.name ?? '',
  legal_entity_dba: p.company?.legal_entity_dba ?? '',
  headquarters_address: p.company?.headquarters_address ?? '',
  company_ghost: p.company?.company_ghost ?? true,
});

/**
 * Names, telephone, company (search or new), legal entity and headquarters with address suggestions;
 * `readOnly` for auditors, who change nothing (the server refuses them).
 */
export function ProfileForm({ profile, readOnly = false }: { profile: Profile; readOnly?: boolean }) {
  const notify = useToast();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(inputOf(profile));
  const [failure, setFailure] = useState<DialogText | null>(null);
  const companies = useSuggestions(accountKeys.companySearch, form.company, accountApi.searchCompanies);
  const addresses = useSuggestions(accountKeys.addressSearch, form.headquarters_address, accountApi.suggestAddresses);
  const set = (key: keyof ProfileInput, value: string) => setForm((f) => ({ ...f, [key]: value }));
  const membership = useQuery({ queryKey: accountKeys.membership, queryFn: accountApi.membership }).data;
  // Only a manager changes the company's legal entity and headquarters (the server ignores anyone else's):
  // not a member who does not manage it, nor someone whose request to join it is pending.
  const named = (name: string) => name.toLowerCase() === form.company.trim().toLowerCase();
  const asking = membership?.pending.some((p) => named(p.company_name)) === true;
  const memberOnly = membership?.role === 'member' && named(membership.company?.name ?? '');
  const detailsLocked = readOnly || memberOnly || asking;

  // The profile's company and headquarters show on the company page too.
  const saving = useMutation({
    mutationFn: (input: ProfileInput) => accountApi.updateProfile(input),
    onSuccess: (result) => {
      const asked = (result.data as { company_request?: { company_name: string } | null }).company_request;
      notify(asked ? `Profile saved. Your request to join ${asked.company_name} waits for a manager’s approval.` : 'Profile saved');
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
    onError: () => setFailure(accountMessages.profileUpdateFailed),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Enter in a field submits a form even without its button.
    if (!readOnly) saving.mutate(form);
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label="Profile">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="First name"
          name="first_name"
          fullWidth
          value={form.first_name}
          onChange={(e) => set('first_name', e.target.value)}
          slotProps={{ input: { readOnly } }}
        />
        <TextField
          label="Last name"
          name="last_name"
          fullWidth
          value={form.last_name}
          onChange={(e) => set('last_name', e.target.value)}
          slotProps={{ input: { readOnly } }}
        />
      </Stack>
      <TextField
        label="Telephone"
        name="contact_telephone"
        type="tel"
        autoComplete="tel"
        value={form.contact_telephone}
        onChange={(e) => set('contact_telephone', e.target.value)}
        slotProps={{ input: { readOnly } }}
      />
      <Autocomplete
        freeSolo
        readOnly={readOnly}
        options={companies.map((c) => c.name)}
        inputValue={form.company}
        onInputChange={(_, value) => set('company', value)}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Company"
            name="company"
            helperText="Choose your company, or type its name to add it. Joining an existing company needs a manager’s approval; we confirm new companies."
          />
        )}
      />
      <TextField
        label="Legal entity (DBA)"
        name="legal_entity_dba"
        value={form.legal_entity_dba}
        onChange={(e) => set('legal_entity_dba', e.target.value)}
        slotProps={{ input: { readOnly: detailsLocked } }}
        helperText={detailsLocked && !readOnly ? 'Your company’s managers keep its legal entity and headquarters.' : undefined}
      />
      <Autocomplete
        freeSolo
        readOnly={detailsLocked}
        filterOptions={(x) => x}
        options={addresses.map((a) => a.description)}
        inputValue={form.headquarters_address}
        onInputChange={(_, value) => set('headquarters_address', value)}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Headquarters address"
            name="headquarters_address"
            helperText="Street, city, state, country (or city, state, country)."
          />
        )}
      />
      {!readOnly && (
        <Button type="submit" variant="contained" disabled={saving.isPending} sx={{ alignSelf: 'flex-start' }}>
          Save profile
        </Button>
      )}
      <MessageDialog text={failure} onClose={() => setFailure(null)} />
    </Stack>
  );
}
