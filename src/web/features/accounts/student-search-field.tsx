import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';

/** The student search's text field, one look for the plain field and the Autocomplete's input. */
export function StudentSearchField({ InputProps, ...props }: TextFieldProps) {
  return (
    <TextField
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
