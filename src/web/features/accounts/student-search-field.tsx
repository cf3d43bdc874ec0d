import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import { OutlinedTextField } from '../../components/OutlinedTextField';
import type { TOutlinedTextFieldProps } from '../../components/OutlinedTextField';

/** The student search's text field, one look for the plain field and the Autocomplete's input. */
export function StudentSearchField({ InputProps, ...props }: Omit<TOutlinedTextFieldProps, 'label'>) {
  return (
    <OutlinedTextField
      {...props}
      label="Search students"
      placeholder="Name or student number"
      size="small"
      InputProps={{
        ...InputProps,
        startAdornment: (
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        ),
      }}
    />
  );
}
