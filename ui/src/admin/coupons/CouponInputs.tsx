import { AutocompleteArrayInput, DateTimeInput, FormDataConsumer, NumberInput, SelectInput, TextInput } from 'react-admin';
import { usePlanCatalogue } from './plans';
import { durationChoices, planLabel, type CouponFormValues, validateCode, validateMonths, validatePercent } from './types';

const width = { maxWidth: 480 };

/** Only a repeating coupon lasts a number of months; the others have no such input. */
const MonthsInput = () => (
  <FormDataConsumer<CouponFormValues>>
    {({ formData }) =>
      formData.duration === 'repeating' && (
        <NumberInput
          source="duration_in_months"
          label="Months"
          min={1}
          max={36}
          step={1}
          validate={validateMonths}
          helperText="How many monthly charges the discount applies to"
          sx={width}
          fullWidth
        />
      )
    }
  </FormDataConsumer>
);

const PlansInput = () => {
  const { data, isPending, isError } = usePlanCatalogue();
  const choices = (data?.plans ?? []).map((plan) => ({ id: plan.plan_id, name: planLabel(plan) }));
  return (
    <AutocompleteArrayInput
      source="plans"
      label="Plans"
      choices={choices}
      isPending={isPending}
      helperText={isError ? 'The plans could not be loaded: leave this empty for every plan' : 'Leave empty for every plan'}
      sx={width}
      fullWidth
    />
  );
};

/** The fields of a new coupon; the code is shown in uppercase, as customers will type it and as it is stored. */
export const CouponInputs = () => (
  <>
    <TextInput
      source="code"
      label="Code"
      validate={validateCode}
      helperText="3 to 30 letters, digits, - or _"
      slotProps={{ htmlInput: { style: { textTransform: 'uppercase' }, autoCapitalize: 'characters', spellCheck: false } }}
      sx={width}
      fullWidth
    />
    <NumberInput source="percent_off" label="Percent off" min={1} max={100} step={1} validate={validatePercent} sx={width} fullWidth />
    <SelectInput source="duration" label="Duration" choices={durationChoices} sx={width} fullWidth />
    <MonthsInput />
    <PlansInput />
    <DateTimeInput
      source="expires_at"
      label="Expires (optional)"
      helperText="Leave empty for a code that never expires"
      sx={width}
      fullWidth
    />
  </>
);
