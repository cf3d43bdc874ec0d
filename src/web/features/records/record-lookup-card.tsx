import DescriptionIcon from '@mui/icons-material/Description';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error';
import { ErrorList } from '../../components/ErrorList';
import { OutlinedTextField } from '../../components/OutlinedTextField';
import { useText } from '../../i18n/use-text';
import { fetchStudentRecord } from './queries';
import { recordsText } from './texts';

/**
 * Manage Teachers' way to a student's record (P41): the admin types a username, the record is read
 * and its page opens; an unknown username is said by the field. From the record the admin can
 * also erase the student (P42).
 */
export function RecordLookupCard() {
  const t = useText(recordsText);
  const titleId = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const open = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = username.trim();
    setFailure(null);
    if (wanted === '') return setFieldError(recordsText.t('required'));
    setFieldError(null);
    setBusy(true);
    try {
      await fetchStudentRecord(queryClient, wanted);
      void navigate(`/admin/record?student=${encodeURIComponent(wanted)}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setFieldError(recordsText.t('noSuchStudent'));
      else setFailure(error);
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ mt: 3 }}>
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 650 }}>
          {t('lookupTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('lookupDescription')}
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void open(event)}
          sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}
        >
          <OutlinedTextField
            label={t('username')}
            value={username}
            onChange={(event) => {
              setUsername(event.target.value);
              setFieldError(null);
            }}
            error={fieldError !== null}
            helperText={fieldError ?? undefined}
            autoComplete="off"
            size="small"
            inputProps={{ maxLength: 80 }}
            sx={{ flex: '1 1 14rem', maxWidth: { sm: '20rem' } }}
          />
          <Button type="submit" variant="outlined" startIcon={<DescriptionIcon />} disabled={busy} sx={{ mt: '2px' }}>
            {busy ? t('opening') : t('openRecord')}
          </Button>
        </Box>
        <ErrorList error={failure} />
      </CardContent>
    </Card>
  );
}
