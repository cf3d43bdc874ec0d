import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { hallText } from '../../../shared/hall-texts/texts';
import { DESTINATION_SUGGESTION_KEYS } from '../../../shared/hallpasses';
import { LIMITS } from '../../../shared/messages';
import { TextInputField } from '../../components/form/TextInputField';
import { useText } from '../../i18n/use-text';
import { manageHallpassesText } from './manage/texts';
import type { TPassFormInput, TPassFormValues } from './pass-form';

type TPassControl = Control<TPassFormInput, unknown, TPassFormValues>;

type TPassFieldsProps = {
  control: TPassControl;
  disabled: boolean;
  /** A new pass: what it costs the student (an edit keeps what was charged). */
  withCost?: boolean;
  /** In place of the typed destination: the teacher's choice of the listed ones (a new pass). */
  destination?: ReactNode;
};

/** The destination as typed, with the seed's suggestions. */
export function DestinationTextField({
  control,
  disabled,
  label,
  autoFocus = false,
}: {
  control: TPassControl;
  disabled: boolean;
  label: string;
  autoFocus?: boolean;
}) {
  const h = useText(hallText);
  // In the teacher's language: a Spanish-speaking teacher is offered "baño", not "restroom" (review 1.1).
  const suggestions = DESTINATION_SUGGESTION_KEYS.map((key) => h(key));
  return (
    <Controller
      control={control}
      name="destination"
      render={({ field, fieldState }) => (
        <Autocomplete
          freeSolo
          options={suggestions}
          inputValue={field.value}
          onInputChange={(_event, value) => field.onChange(value)}
          disabled={disabled}
          size="small"
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              onBlur={field.onBlur}
              label={label}
              required
              autoFocus={autoFocus}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              slotProps={{ htmlInput: { ...params.inputProps, maxLength: LIMITS.name } }}
            />
          )}
        />
      )}
    />
  );
}

/** Destination (free text with the seed's suggestions, or `destination`), duration, who wrote the pass, and its cost. */
export function PassFields({ control, disabled, withCost = false, destination }: TPassFieldsProps) {
  const t = useText(manageHallpassesText);
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {destination ?? <DestinationTextField control={control} disabled={disabled} label={t('destination')} />}
      <TextInputField
        control={control}
        name="duration"
        label={t('durationMin')}
        inputMode="numeric"
        required
        disabled={disabled}
      />
      <TextInputField
        control={control}
        name="createdBy"
        label={t('createdBy')}
        required
        maxLength={LIMITS.name}
        disabled={disabled}
      />
      {withCost ? (
        <TextInputField
          control={control}
          name="cost"
          label={t('costPts')}
          inputMode="numeric"
          helperText={t('zeroIsFree')}
          required
          disabled={disabled}
        />
      ) : null}
    </Stack>
  );
}
