import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import type { InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Ref } from 'react';
import { useId } from 'react';

export type TOutlinedTextFieldProps = Omit<OutlinedInputProps, 'label' | 'error' | 'size' | 'fullWidth' | 'sx'> & {
  label: string;
  helperText?: string;
  error?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** On the whole field, as TextField's. */
  sx?: SxProps<Theme>;
  /** What MUI's Autocomplete gives its field (`renderInput`), named as TextField names them. */
  InputLabelProps?: Partial<InputLabelProps>;
  InputProps?: Partial<OutlinedInputProps> & { ref?: Ref<unknown> };
};

/**
 * An outlined text field as MUI's TextField draws it, put together from its parts. TextField also
 * brings the select it can become, with its menu, popover and modal (~25 KB of script), which a
 * page's first render never uses: the login page, the store's product search and Manage Accounts'
 * student search draw with this instead (issue 11). Props other than the field's own go to the
 * input's frame (`OutlinedInput`), and `onFocus`/`onBlur` to the input, as with TextField.
 */
export function OutlinedTextField({
  label,
  helperText,
  error,
  disabled,
  size,
  fullWidth,
  sx,
  id: givenId,
  InputLabelProps,
  InputProps,
  ...input
}: TOutlinedTextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" error={error} disabled={disabled} size={size} fullWidth={fullWidth} sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`} {...InputLabelProps}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperId} {...input} {...InputProps} />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
