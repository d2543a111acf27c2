import { useState, type FormEvent } from 'react';
import { Autocomplete, Button, Stack, TextField } from '@mui/material';
import { accountMessages } from '@dealbook/domain/account/messages';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { accountApi, type AddressSuggestion, type Company, type Profile, type ProfileInput } from '../../account/api';
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

/** Names, telephone, company (search or new), legal entity and headquarters with address suggestions. */
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const notify = useToast();
  const [form, setForm] = useState(inputOf(profile));
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<DialogText | null>(null);
  const companies = useSuggestions<Company>(form.company, accountApi.searchCompanies);
  const addresses = useSuggestions<AddressSuggestion>(form.headquarters_address, accountApi.suggestAddresses);
  const set = (key: keyof ProfileInput, value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await accountApi.updateProfile(form);
      notify('Profile saved');
      onSaved();
    } catch {
      setFailure(accountMessages.profileUpdateFailed);
    } finally {
      setPending(false);
    }
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
        />
        <TextField label="Last name" name="last_name" fullWidth value={form.last_name} onChange={(e) => set('last_name', e.target.value)} />
      </Stack>
      <TextField
        label="Telephone"
        name="contact_telephone"
        type="tel"
        autoComplete="tel"
        value={form.contact_telephone}
        onChange={(e) => set('contact_telephone', e.target.value)}
      />
      <Autocomplete
        freeSolo
        options={companies.map((c) => c.name)}
        inputValue={form.company}
        onInputChange={(_, value) => set('company', value)}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Company"
            name="company"
            helperText="Choose your company, or type its name to add it. We confirm new companies."
          />
        )}
      />
      <TextField
        label="Legal entity (DBA)"
        name="legal_entity_dba"
        value={form.legal_entity_dba}
        onChange={(e) => set('legal_entity_dba', e.target.value)}
      />
      <Autocomplete
        freeSolo
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
      <Button type="submit" variant="contained" disabled={pending} sx={{ alignSelf: 'flex-start' }}>
        Save profile
      </Button>
      <MessageDialog text={failure} onClose={() => setFailure(null)} />
    </Stack>
  );
}
