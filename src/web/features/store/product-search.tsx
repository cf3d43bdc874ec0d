import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { OutlinedTextField } from '../../components/OutlinedTextField';
import { useText } from '../../i18n/use-text';
import { storeText } from './texts';

type TProductSearchProps = { value: string; onChange: (value: string) => void };

/** Seed 001 section 2: 'Search for products', with a clear button. */
export function ProductSearch({ value, onChange }: TProductSearchProps) {
  const t = useText(storeText);
  return (
    <OutlinedTextField
      type="search"
      label={t('search')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      fullWidth
      autoComplete="off"
      sx={{ maxWidth: { md: 360 }, '& input::-webkit-search-cancel-button': { display: 'none' } }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon fontSize="small" />
        </InputAdornment>
      }
      endAdornment={
        value ? (
          <InputAdornment position="end">
            <IconButton aria-label={t('clearSearch')} edge="end" size="small" onClick={() => onChange('')}>
              <ClearIcon fontSize="small" />
            </IconButton>
          </InputAdornment>
        ) : undefined
      }
    />
  );
}
