import HealthAndSafetyOutlinedIcon from '@mui/icons-material/HealthAndSafetyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { QueryStatus } from '../../components/QueryStatus';
import { SectionCard } from '../../components/SectionCard';
import { useSnackbar } from '../../components/use-snackbar';
import { StaffEmergencyNotice } from './emergency-notice';
import { useEmergency, useSetEmergency } from './emergency-queries';
import { useText } from '../../i18n/use-text';
import { hallpassesText } from './texts';
import { hallText } from '../../../shared/hall-texts/texts';

type TAudience = 'teacher' | 'admin';

/** What each audience's switch covers, in the catalogue. */
const WORDS = {
  teacher: { where: 'emergencyWhereTeacher', start: 'emergencyStartTeacher' },
  admin: { where: 'emergencyWhereAdmin', start: 'emergencyStartAdmin' },
} as const satisfies Record<TAudience, { where: string; start: string }>;

/**
 * P50, the emergency switch: Start emergency, confirmed in a dialog; while it is on, the alert of
 * who was out with End emergency (confirmed too: passes start again). A teacher can't end the
 * admin's: their alert says so. Manage Hallpasses shows the teacher's; Manage Teachers the admin's.
 */
export function EmergencyControl({ audience, framed = true }: { audience: TAudience; framed?: boolean }) {
  const t = useText(hallpassesText);
  const emergency = useEmergency();
  const toggle = useSetEmergency();
  const { enqueueSnackbar } = useSnackbar();
  const [asking, setAsking] = useState<'on' | 'off' | null>(null);
  const data = emergency.data;
  const staff = data && 'out' in data ? data : null;
  const where = t(WORDS[audience].where);

  const ask = (what: 'on' | 'off') => {
    toggle.reset();
    setAsking(what);
  };
  const confirm = () => {
    const on = asking === 'on';
    toggle.mutate(on, {
      onSuccess: () => {
        setAsking(null);
        enqueueSnackbar(on ? hallpassesText.t('emergencyStarted') : hallpassesText.t('emergencyEnded'), {
          variant: on ? 'warning' : 'success',
        });
      },
    });
  };

  if (!staff) return <QueryStatus query={emergency} loadingLabel={t('emergencyLoading')} />;
  const mayEnd = audience === 'admin' || staff.scope === 'mine';

  return (
    <>
      {staff.on ? (
        <StaffEmergencyNotice emergency={staff} audience={audience}>
          {mayEnd ? (
            <Button variant="contained" color="error" onClick={() => ask('off')}>
              {t('endEmergency')}
            </Button>
          ) : (
            <Typography variant="body2">{t('onlyAdminEnds')}</Typography>
          )}
        </StaffEmergencyNotice>
      ) : (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 2,
            // Framed on its own in Manage Hallpasses; inside Manage Teachers' card it needs none.
            ...(framed ? { mb: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 } : {}),
          }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 240px' }}>
            {t(WORDS[audience].start)}
          </Typography>
          <Button
            variant="outlined"
            color="error"
            startIcon={<HealthAndSafetyOutlinedIcon />}
            onClick={() => ask('on')}
          >
            {t('startEmergency')}
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'off' ? t('endEmergencyQuestion') : t('startEmergencyQuestion')}
        confirmLabel={asking === 'off' ? t('endEmergency') : t('startEmergency')}
        busyLabel={asking === 'off' ? t('emergencyEnding') : t('emergencyStarting')}
        busy={toggle.isPending}
        error={toggle.error}
        destructive={asking === 'on'}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        {asking === 'off'
          ? t('endEmergencyBody', { where })
          : t('startEmergencyBody', { where, studentText: hallText.t('emergencyStudent') })}
      </ConfirmDialog>
    </>
  );
}

/** Manage Teachers' section (P50): the admin's switch, for every course of the school. */
export function SchoolEmergencyCard() {
  const t = useText(hallpassesText);
  return (
    <Box sx={{ mb: 2 }}>
      <SectionCard title={t('schoolEmergencyTitle')} description={t('schoolEmergencyDescription')}>
        <EmergencyControl audience="admin" framed={false} />
      </SectionCard>
    </Box>
  );
}
