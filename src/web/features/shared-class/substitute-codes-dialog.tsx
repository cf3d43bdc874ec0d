import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import type { TCourse } from '../../../shared/courses';
import { SUBSTITUTE_HOURS, type TSubstituteCode } from '../../../shared/substitutes';
import { listWords } from '../../built-features';
import { ErrorList } from '../../components/ErrorList';
import { formatClock } from '../../components/format';
import { QueryStatus } from '../../components/QueryStatus';
import { useSnackbar } from '../../components/use-snackbar';
import { useText } from '../../i18n/use-text';
import { useEndSubstituteCode, useMakeSubstituteCode, useSubstituteCodes } from './queries';
import { sharedClassText } from './texts';

type TSubstituteCodesDialogProps = { course: TCourse; courseLabel: string; onClose: () => void };

const HOUR_CHOICES = Array.from(
  { length: SUBSTITUTE_HOURS.max - SUBSTITUTE_HOURS.min + 1 },
  (_, i) => SUBSTITUTE_HOURS.min + i,
);
/** A school day. */
const DEFAULT_HOURS = 8;

/**
 * P60: codes for a substitute in one course. The teacher makes one for 1 to 12 hours, shows or
 * prints it, sees who is using it, and can end it before its time.
 */
export function SubstituteCodesDialog({ course, courseLabel, onClose }: TSubstituteCodesDialogProps) {
  const t = useText(sharedClassText);
  const codes = useSubstituteCodes(course.slug);
  const make = useMakeSubstituteCode(course.slug);
  const [hours, setHours] = useState(DEFAULT_HOURS);
  const address = `${window.location.origin}/sub`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    make.mutate(hours);
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="substitute-codes-title">
      <DialogTitle id="substitute-codes-title">{t('substituteFor', { course: courseLabel })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('substituteHelp', { address })}
        </Typography>
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={t('hours')}
            value={hours}
            onChange={(event) => setHours(Number(event.target.value))}
            sx={{ minWidth: 140 }}
          >
            {HOUR_CHOICES.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {t('hoursOption', { hours: choice })}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" disabled={make.isPending} sx={{ whiteSpace: 'nowrap' }}>
            {make.isPending ? t('makingCode') : t('makeCode')}
          </Button>
        </Box>
        <ErrorList error={make.error} />
        <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
          {t('activeCodes')}
        </Typography>
        <QueryStatus query={codes} />
        {codes.data?.length === 0 ? <Typography color="text.secondary">{t('noCodes')}</Typography> : null}
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {codes.data?.map((code) => (
            <SubstituteCodeCard key={code.code} slug={course.slug} code={code} />
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!codes.data?.length}>
          {t('print')}
        </Button>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** One code in use: large enough to read across a desk, when it ends, who uses it, and End now. */
function SubstituteCodeCard({ slug, code }: { slug: string; code: TSubstituteCode }) {
  const t = useText(sharedClassText);
  const { enqueueSnackbar } = useSnackbar();
  const end = useEndSubstituteCode(slug);
  const names = code.substitutes.map((s) => s.name);
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography
          component="p"
          sx={{ fontFamily: 'monospace', fontSize: '1.75rem', fontWeight: 700, letterSpacing: '0.08em' }}
        >
          {code.code}
        </Typography>
        <Typography variant="body2">{t('codeEnds', { time: formatClock(Date.parse(code.expiresAt)) })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {names.length > 0 ? t('usedBy', { names: listWords(names) }) : t('notUsedYet')}
        </Typography>
        <ErrorList error={end.error} />
      </Box>
      <Button
        color="error"
        variant="outlined"
        aria-label={t('endCodeNamed', { code: code.code })}
        disabled={end.isPending}
        onClick={() =>
          end.mutate(code.code, {
            onSuccess: () =>
              enqueueSnackbar(sharedClassText.t('codeEnded', { code: code.code }), { variant: 'success' }),
          })
        }
      >
        {t('endCode')}
      </Button>
    </Paper>
  );
}
