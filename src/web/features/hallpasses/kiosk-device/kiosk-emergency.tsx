import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TKioskView } from '../../../../shared/kiosks';
import { StudentEmergencyNotice } from '../emergency-notice';
import { shortName } from '../kiosk/kiosk-passes';
import { useText } from '../../../i18n/use-text';
import { kioskDeviceText } from './texts';

/**
 * P50 on the kiosk: no pass can start; students read to stay where they are, and the teacher sees
 * whom the kiosk had out when it began (the passes it ended), to account for them.
 */
export function KioskEmergency({ out }: { out: TKioskView['emergency']['out'] }) {
  const t = useText(kioskDeviceText);
  return (
    <Box component="section" aria-label={t('emergency')} sx={{ display: 'grid', gap: 2 }}>
      <StudentEmergencyNotice />
      <Box sx={{ bgcolor: 'background.paper', borderRadius: 3, p: { xs: 2, md: 3 } }}>
        <Typography component="h2" sx={{ fontSize: '1.5rem', fontWeight: 700, mb: 1 }}>
          {t('outWhenBegan')}
        </Typography>
        {out.length === 0 ? (
          <Typography sx={{ fontSize: '1.25rem' }}>{t('nobodyOut')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 3, fontSize: '1.25rem' }}>
            {out.map((o) => (
              <li key={o._id}>
                {shortName(o)}: {o.destination}
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
