import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import { OutlinedTextField } from '../../components/OutlinedTextField';
import type { TOutlinedTextFieldProps } from '../../components/OutlinedTextField';
import { useText } from '../../i18n/use-text';
import { accountsText } from './texts';

/** The student search's text field, one look for the plain field and the Autocomplete's input. */
export function StudentSearchField({ InputProps, ...props }: Omit<TOutlinedTextFieldProps, 'label'>) {
  const t = useText(accountsText);
  return (
    <OutlinedTextField
      {...props}
      label={t('searchStudents')}
      placeholder={t('searchPlaceholder')}
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
