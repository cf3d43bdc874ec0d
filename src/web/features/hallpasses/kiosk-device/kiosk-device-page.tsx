import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { Logo } from '../../../components/Logo';
import { PageSpinner } from '../../../components/PageSpinner';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { formatClock } from '../../../components/format';
import { EveryoneIn } from '../kiosk/everyone-in';
import { FullScreenButton } from '../kiosk/full-screen-button';
import { passesOut, shortName } from '../kiosk/kiosk-passes';
import { PassCard } from '../kiosk/pass-card';
import { useBoardAnnouncement } from '../kiosk/use-board-announcement';
import { useNow } from '../use-now';
import {
  isClosed,
  isTransient,
  newIdempotencyKey,
  useChangeWaiting,
  useKioskLiveUpdates,
  useKioskView,
  useReturnKioskPass,
} from './queries';
import { KioskEmergency } from './kiosk-emergency';
import { StartPassForm } from './start-pass-form';
import { hallText } from '../../../../shared/hall-texts/texts';
import { useText } from '../../../i18n/use-text';
import { kioskBoardText } from '../kiosk/texts';
import { kioskDeviceText } from './texts';

/** A screen the kiosk can't go past: a wrong code, or a kiosk its teacher turned off. */
function KioskStop({ message }: { message: string }) {
  const t = useText(kioskDeviceText);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 4, textAlign: 'center' }}>
      <div>
        <Logo size={64} />
        <Typography component="h1" sx={{ fontSize: 'clamp(1.8rem, 4vw, 3rem)', fontWeight: 700, mt: 2 }}>
          {t('kioskTitle')}
        </Typography>
        <Typography sx={{ fontSize: 'clamp(1.2rem, 2.5vw, 1.8rem)', mt: 2 }}>{message}</Typography>
      </div>
    </Box>
  );
}

/**
 * /kiosk/{code} (P49): a classroom device made a kiosk for one course. Students start a pass by
 * their number (and PIN) and end it by tapping their name; the board of who is out stays live. A
 * dropped connection is shown, and every change is sent again until it gets through, once.
 */
export function KioskDevicePage() {
  const t = useText(kioskDeviceText);
  const h = useText(hallText);
  useText(kioskBoardText);
  const { code = '' } = useParams();
  const { opened, view } = useKioskView(code);
  useKioskLiveUpdates(opened.isSuccess);
  const back = useReturnKioskPass();
  const changeWaiting = useChangeWaiting();
  const now = useNow();
  useEffect(() => {
    document.title = kioskBoardText.t('pageTitle');
  }, []);

  const kiosk = view.data;
  const rows = useMemo(() => (kiosk ? passesOut(kiosk.passes, now) : null), [kiosk, now]);
  // The board comes with its emergency, and the passes it ended (P50).
  const emergencyOn = kiosk?.emergency.on ?? false;
  const announcement = useBoardAnnouncement(rows, kiosk?._id ?? 'kiosk', kiosk);
  const waiting = (kiosk?.passes ?? []).filter((p) => p.state === 'requested' || p.state === 'waiting');

  if (opened.error instanceof ApiError && opened.error.status === 404) return <KioskStop message={h('unknownCode')} />;
  if (isClosed(opened.error) || isClosed(view.error) || isClosed(back.error))
    return <KioskStop message={h('closed')} />;
  // Offline: the board shows what it knew last; a change waits and is sent again by itself.
  const offline = isTransient(opened.error) || (view.isError && isTransient(view.error)) || changeWaiting;

  return (
    <Box component="main" sx={{ minHeight: '100vh', px: { xs: 2, md: 4 }, py: { xs: 2, md: 3 } }}>
      <Box
        component="header"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
          <Logo size={48} />
          <div>
            <Typography
              component="h1"
              sx={{ fontSize: 'clamp(1.8rem, 3.5vw, 3rem)', fontWeight: 700, lineHeight: 1.1 }}
            >
              {t('hallpassKiosk')}
            </Typography>
            <Typography color="text.secondary" sx={{ fontSize: 'clamp(1rem, 1.6vw, 1.4rem)' }}>
              {kiosk ? t('periodCourse', { period: kiosk.course.period, course: kiosk.course.name }) : '\u00a0'}
            </Typography>
          </div>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Typography
            component="p"
            sx={{ fontSize: 'clamp(1.8rem, 3.5vw, 3rem)', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
          >
            <time dateTime={new Date(now).toISOString()}>{formatClock(now)}</time>
          </Typography>
          <FullScreenButton />
        </Box>
      </Box>
      <div role="status" aria-live="polite">
        {offline ? (
          <Alert severity="warning" sx={{ mb: 2, fontSize: '1.25rem' }}>
            {t('offline')}
          </Alert>
        ) : null}
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </div>
      {!kiosk ? (
        offline ? null : (
          <PageSpinner label={t('opening')} />
        )
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(360px, 2fr) 3fr' },
            alignItems: 'start',
          }}
        >
          {emergencyOn ? <KioskEmergency out={kiosk.emergency.out} /> : <StartPassForm kiosk={kiosk} />}
          <Box component="section" aria-labelledby="kiosk-board-title">
            <Typography
              id="kiosk-board-title"
              component="h2"
              sx={{ fontSize: 'clamp(1.6rem, 3vw, 2.4rem)', fontWeight: 700, mb: 2 }}
            >
              {rows && rows.length > 0 ? t('outNowCount', { count: rows.length }) : t('outNow')}
            </Typography>
            {rows && rows.length === 0 ? <EveryoneIn stopped={emergencyOn} /> : null}
            {rows && rows.length > 0 ? (
              <Box
                component="ul"
                aria-label={kioskBoardText.t('studentsOut')}
                sx={{
                  m: 0,
                  p: 0,
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
                }}
              >
                {rows.map((row) => (
                  <PassCard
                    key={row.pass._id}
                    row={row}
                    now={now}
                    periodShown={false}
                    backLabel={t('imBack')}
                    onBack={(passId) => back.mutate({ passId, key: newIdempotencyKey() })}
                  />
                ))}
              </Box>
            ) : null}
            {waiting.length > 0 ? (
              <Box sx={{ mt: 3 }}>
                <Typography component="h3" sx={{ fontSize: '1.5rem', fontWeight: 700, mb: 1 }}>
                  {t('waiting')}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 3, fontSize: '1.25rem' }}>
                  {waiting.map((p) => (
                    <li key={p._id}>
                      {shortName(p.student)}: {p.destination},{' '}
                      {p.state === 'requested' ? t('waitingForOk') : t('inLine')}
                    </li>
                  ))}
                </Box>
              </Box>
            ) : null}
          </Box>
        </Box>
      )}
    </Box>
  );
}
