import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { accountApi, accountKeys, type AddressSuggestion } from '../../account/api';
import { locationOf, precisionNote, type LocationPatch } from '../../deals/address';
import { useSuggestions } from '../shared/useSuggestions';

/**
 * The address search of the Location section: type 'street, city' and pick a suggestion to fill the
 * address fields and the latitude and longitude DealComp searches around.
 */
export function AddressLookup({ onPick }: { onPick: (location: LocationPatch) => void }) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<AddressSuggestion | null>(null);
  const suggestions = useSuggestions(accountKeys.addressSearch, text, accountApi.suggestAddresses);
  return (
    <Autocomplete
      freeSolo
      filterOptions={(x) => x}
      options={suggestions}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.description)}
      inputValue={text}
      onInputChange={(_, value) => setText(value)}
      onChange={(_, value) => {
        if (!value || typeof value === 'string') return;
        setPicked(value);
        onPick(locationOf(value));
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label="Find the address"
          placeholder="500 Congress Ave, Austin"
          helperText={picked ? precisionNote(picked) : 'Street, then city: choose a suggestion to fill the fields below.'}
        />
      )}
    />
  );
}
