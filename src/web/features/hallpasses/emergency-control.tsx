import HealthAndSafetyOutlinedIcon from '@mui/icons-material/HealthAndSafetyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EMERGENCY_TEXT } from '../../../shared/hall-emergency';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { QueryStatus } from '../../components/QueryStatus';
import { SectionCard } from '../../components/SectionCard';
import { useSnackbar } from '../../components/use-snackbar';
import { StaffEmergencyNotice } from './emergency-notice';
import { useEmergency, useSetEmergency } from './emergency-queries';

type TAudience = 'teacher' | 'admin';

const WORDS: Record<TAudience, { where: string; start: string }> = {
  teacher: {
    where: 'your courses',
    start: 'Stops every hallpass in your courses at once and tells your students to stay where they are.',
  },
  admin: {
    where: "every teacher's courses",
    start: "Stops every hallpass in every teacher's courses at once and tells every student to stay where they are.",
  },
};

/**
 * P50, the emergency switch: Start emergency, confirmed in a dialog; while it is on, the alert of
 * who was out with End emergency (confirmed too: passes start again). A teacher can't end the
 * admin's: their alert says so. Manage Hallpasses shows the teacher's; Manage Teachers the admin's.
 */
export function EmergencyControl({ audience, framed = true }: { audience: TAudience; framed?: boolean }) {
  const emergency = useEmergency();
  const toggle = useSetEmergency();
  const { enqueueSnackbar } = useSnackbar();
  const [asking, setAsking] = useState<'on' | 'off' | null>(null);
  const data = emergency.data;
  const staff = data && 'out' in data ? data : null;
  const words = WORDS[audience];

  const ask = (what: 'on' | 'off') => {
    toggle.reset();
    setAsking(what);
  };
  const confirm = () => {
    const on = asking === 'on';
    toggle.mutate(on, {
      onSuccess: () => {
        setAsking(null);
        enqueueSnackbar(on ? 'Emergency started: passes are stopped' : 'Emergency ended: passes can start again', {
          variant: on ? 'warning' : 'success',
        });
      },
    });
  };

  if (!staff) return <QueryStatus query={emergency} loadingLabel="Loading the emergency switch..." />;
  const mayEnd = audience === 'admin' || staff.scope === 'mine';

  return (
    <>
      {staff.on ? (
        <StaffEmergencyNotice emergency={staff} audience={audience}>
          {mayEnd ? (
            <Button variant="contained" color="error" onClick={() => ask('off')}>
              End emergency
            </Button>
          ) : (
            <Typography variant="body2">Only your school&apos;s administrator can end it.</Typography>
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
            {words.start}
          </Typography>
          <Button
            variant="outlined"
            color="error"
            startIcon={<HealthAndSafetyOutlinedIcon />}
            onClick={() => ask('on')}
          >
            Start emergency
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'off' ? 'End the emergency?' : 'Start an emergency?'}
        confirmLabel={asking === 'off' ? 'End emergency' : 'Start emergency'}
        busyLabel={asking === 'off' ? 'Ending...' : 'Starting...'}
        busy={toggle.isPending}
        error={toggle.error}
        destructive={asking === 'on'}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        {asking === 'off' ? (
          `Passes can start again in ${words.where}. The passes the emergency ended stay ended and refunded.`
        ) : (
          <>
            Every hallpass out in {words.where} ends now and is refunded, and passes waiting or asked for are taken
            back. No pass can start until the emergency is ended. You will see who was out. Pass screens and kiosks tell
            students: &lsquo;{EMERGENCY_TEXT.student}&rsquo;
          </>
        )}
      </ConfirmDialog>
    </>
  );
}

/** Manage Teachers' section (P50): the admin's switch, for every course of the school. */
export function SchoolEmergencyCard() {
  return (
    <Box sx={{ mb: 2 }}>
      <SectionCard title="Hall pass emergency" description="One switch for every course of the school.">
        <EmergencyControl audience="admin" framed={false} />
      </SectionCard>
    </Box>
  );
}
