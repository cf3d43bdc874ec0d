import HealthAndSafetyOutlinedIcon from '@mui/icons-material/HealthAndSafetyOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { isStaffEmergency, type TEmergency, type TEmergencyOut } from '../../../shared/hall-emergency';
import { periodLabel } from '../courses';
import { useEmergency } from './emergency-queries';
import { formatTime } from './pass-time';
import { hallText } from '../../../shared/hall-texts/texts';
import { useText } from '../../i18n/use-text';
import { hallpassesText } from './texts';

/**
 * P50, what a student's pass screen says while an emergency is on, instead of anything to buy: the
 * one instruction, large and calm (no red, no names), announced as it appears.
 */
export function StudentEmergencyNotice({ message }: { message?: string | null }) {
  const h = useText(hallText);
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 2, md: 3 },
        p: { xs: 2.5, md: 4 },
        mb: 2,
        border: 2,
        borderColor: 'primary.main',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ color: 'primary.main', fontSize: { xs: '3rem', md: '4.5rem' }, lineHeight: 0, flexShrink: 0 }}>
        <HealthAndSafetyOutlinedIcon fontSize="inherit" aria-hidden />
      </Box>
      <Typography component="p" sx={{ fontSize: 'clamp(1.4rem, 4vw, 2.4rem)', fontWeight: 700, lineHeight: 1.25 }}>
        {message ?? h('emergencyStudent')}
      </Typography>
    </Box>
  );
}

type TStaffEmergencyNoticeProps = {
  emergency: TEmergency;
  /** The admin reads the installation's; a teacher their own or the admin's. */
  audience: 'teacher' | 'admin';
  /** One course only (a kiosk showing one course); every course of the reader when absent. */
  courseId?: string | null;
  /** Below the list: the switch's End emergency. */
  children?: ReactNode;
};

/** 'Ada Lovelace': the full name, since staff must find the student. */
const nameOf = (out: TEmergencyOut) => `${out.student.firstName} ${out.student.lastName}`.trim();

/**
 * P50, staff's alert while an emergency is on: passes are stopped, since when, and who was out on a
 * hallpass when it started (name, destination, since when, course), for the teacher to account for.
 */
export function StaffEmergencyNotice({ emergency, audience, courseId, children }: TStaffEmergencyNoticeProps) {
  const t = useText(hallpassesText);
  const out = courseId ? emergency.out.filter((o) => o.course._id === courseId) : emergency.out;
  const since = emergency.startedAt ? formatTime(emergency.startedAt) : null;
  const scope = audience === 'admin' ? t('scopeSchool') : emergency.scope === 'all' ? t('scopeAdmin') : t('scopeMine');
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ mb: 2, alignItems: 'flex-start', '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}
    >
      <AlertTitle sx={{ fontWeight: 700, fontSize: '1.15rem' }}>{t('emergencyTitle')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {since ? t('staffSince', { time: since, scope }) : t('staffScope', { scope })}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>
        {out.length === 0 ? t('nobodyOut') : t('outWhenStarted', { count: out.length })}
      </Typography>
      {out.length > 0 ? (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, display: 'grid', gap: 0.75 }}>
          {out.map((o) => (
            <li key={o._id}>
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {nameOf(o)}
              </Typography>
              <Typography component="span">
                {' '}
                · {o.destination} · {t('outSince', { time: formatTime(o.startedAt) })} · {periodLabel(o.course)}
              </Typography>
            </li>
          ))}
        </Box>
      ) : null}
      {children ? <Box sx={{ mt: 2 }}>{children}</Box> : null}
    </Alert>
  );
}

/**
 * The notice a screen shows while an emergency covering its reader is on, by itself (the kiosk's
 * board, a pass page): staff's alert or the student's instruction; nothing while passes run.
 */
export function EmergencyNotice({
  courseId,
  audience = 'teacher',
}: {
  courseId?: string | null;
  audience?: 'teacher' | 'admin';
}) {
  const emergency = useEmergency();
  const data = emergency.data;
  if (!data?.on) return null;
  return isStaffEmergency(data) ? (
    <StaffEmergencyNotice emergency={data} audience={audience} courseId={courseId} />
  ) : (
    <StudentEmergencyNotice message={data.message} />
  );
}
