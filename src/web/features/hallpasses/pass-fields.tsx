import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type Control, Controller } from 'react-hook-form';
import { DESTINATION_SUGGESTIONS } from '../../../shared/hallpasses';
import { LIMITS } from '../../../shared/messages';
import { TextInputField } from '../../components/form/TextInputField';
import type { TPassFormInput, TPassFormValues } from './pass-form';

type TPassFieldsProps = {
  control: Control<TPassFormInput, unknown, TPassFormValues>;
  disabled: boolean;
  /** A new pass: what it costs the student (an edit keeps what was charged). */
  withCost?: boolean;
};

/** Destination (free text with the seed's suggestions), duration, who wrote the pass, and its cost. */
export function PassFields({ control, disabled, withCost = false }: TPassFieldsProps) {
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Controller
        control={control}
        name="destination"
        render={({ field, fieldState }) => (
          <Autocomplete
            freeSolo
            options={DESTINATION_SUGGESTIONS}
            inputValue={field.value}
            onInputChange={(_event, value) => field.onChange(value)}
            disabled={disabled}
            size="small"
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                onBlur={field.onBlur}
                label="Destination"
                required
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { ...params.inputProps, maxLength: LIMITS.name } }}
              />
            )}
          />
        )}
      />
      <TextInputField
        control={control}
        name="duration"
        label="Duration (min)"
        inputMode="numeric"
        required
        disabled={disabled}
      />
      <TextInputField
        control={control}
        name="createdBy"
        label="Created by"
        required
        maxLength={LIMITS.name}
        disabled={disabled}
      />
      {withCost ? (
        <TextInputField
          control={control}
          name="cost"
          label="Cost (pts)"
          inputMode="numeric"
          helperText="0 makes it free"
          required
          disabled={disabled}
        />
      ) : null}
    </Stack>
  );
}
