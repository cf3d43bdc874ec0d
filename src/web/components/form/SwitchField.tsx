import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

type TSwitchFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  helperText?: string;
  disabled?: boolean;
  /** Shown instead of the stored value while another setting forces this one on. */
  forcedOn?: boolean;
  /** Runs after the value changes, for settings that switch others on (seed 000 section 4). */
  onToggle?: (checked: boolean) => void;
};

export function SwitchField<T extends FieldValues>(props: TSwitchFieldProps<T>) {
  const { control, name, label, helperText, disabled = false, forcedOn = false, onToggle } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Box>
          <FormControlLabel
            label={label}
            disabled={disabled || forcedOn}
            control={
              <Switch
                name={field.name}
                inputRef={field.ref}
                checked={forcedOn || field.value === true}
                onBlur={field.onBlur}
                onChange={(event) => {
                  field.onChange(event.target.checked);
                  onToggle?.(event.target.checked);
                }}
              />
            }
          />
          {helperText ? <FormHelperText sx={{ mt: -0.5, ml: 6.5 }}>{helperText}</FormHelperText> : null}
        </Box>
      )}
    />
  );
}
