import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { destinationLabel } from '../../../shared/hall-rules';
import type { TPass } from '../../../shared/hallpasses';
import { ErrorList } from '../../components/ErrorList';
import { PageSpinner } from '../../components/PageSpinner';
import { QueryError } from '../../components/QueryStatus';
import { SectionCard } from '../../components/SectionCard';
import { formatClock } from '../../components/format';
import { useSnackbar } from '../../components/use-snackbar';
import { useText } from '../../i18n/use-text';
import { usePassAction, usePasses } from './queries';
import { substitutesText } from './texts';
import { DeskRow } from './desk-row';

const nameOf = (pass: TPass) => `${pass.student.firstName} ${pass.student.lastName}`.trim();
/** When an out pass's minutes are up. */
const dueAt = (pass: TPass) => Date.parse(pass.startedAt ?? pass.createdAt) + pass.duration * 60_000;

/**
 * The course's passes that need the substitute: asked for (Approve, Deny), out (Back in class, as
 * on the teacher's Manage Hallpasses) and in line. Those that came back are the teacher's history.
 */
export function PassesSection() {
  const t = useText(substitutesText);
  const passes = usePasses(true);
  const act = usePassAction();
  const { enqueueSnackbar } = useSnackbar();
  const list = passes.data ?? [];
  const asked = list.filter((p) => p.state === 'requested');
  const out = list.filter((p) => p.state === 'active' || p.state === 'expired');
  const inLine = list.filter((p) => p.state === 'waiting');
  const busy = act.isPending;

  const run = (pass: TPass, action: 'approve' | 'deny' | 'return') =>
    act.mutate(
      { passId: pass._id, action },
      {
        onSuccess: () => {
          const name = nameOf(pass);
          const said =
            action === 'approve'
              ? t('approved', { name })
              : action === 'deny'
                ? t('denied', { name })
                : t('returned', { name });
          enqueueSnackbar(said, { variant: 'success' });
        },
      },
    );

  const where = (pass: TPass) =>
    t('passTo', { destination: destinationLabel(pass.destination), minutes: pass.duration });

  return (
    <SectionCard title={t('passes')}>
      {passes.isPending ? <PageSpinner label={t('loading')} /> : null}
      {passes.isError && !passes.data ? <QueryError query={passes} variant="outlined" /> : null}
      <ErrorList error={act.error} />
      {passes.data && asked.length + out.length + inLine.length === 0 ? (
        <Typography color="text.secondary">{t('noPasses')}</Typography>
      ) : null}
      {asked.length > 0 ? (
        <PassGroup title={t('askedFor')}>
          {asked.map((pass) => (
            <DeskRow
              key={pass._id}
              name={nameOf(pass)}
              label={nameOf(pass)}
              detail={`${where(pass)} · ${t('askedAt', { time: formatClock(Date.parse(pass.createdAt)) })}`}
            >
              <Button
                variant="contained"
                disabled={busy}
                aria-label={t('approveLabel', { name: nameOf(pass), destination: destinationLabel(pass.destination) })}
                onClick={() => run(pass, 'approve')}
                sx={{ minHeight: 44 }}
              >
                {t('approve')}
              </Button>
              <Button
                variant="outlined"
                color="error"
                disabled={busy}
                aria-label={t('denyLabel', { name: nameOf(pass), destination: destinationLabel(pass.destination) })}
                onClick={() => run(pass, 'deny')}
                sx={{ minHeight: 44 }}
              >
                {t('deny')}
              </Button>
            </DeskRow>
          ))}
        </PassGroup>
      ) : null}
      {out.length > 0 ? (
        <PassGroup title={t('outNow')}>
          {out.map((pass) => {
            const due = formatClock(dueAt(pass));
            const late = pass.state === 'expired';
            return (
              <DeskRow
                key={pass._id}
                name={nameOf(pass)}
                label={nameOf(pass)}
                detail={`${where(pass)} · ${late ? t('lateSince', { time: due }) : t('backBy', { time: due })}`}
                late={late}
              >
                <Button
                  variant="contained"
                  disabled={busy}
                  aria-label={t('backInClassLabel', { name: nameOf(pass) })}
                  onClick={() => run(pass, 'return')}
                  sx={{ minHeight: 44 }}
                >
                  {t('backInClass')}
                </Button>
              </DeskRow>
            );
          })}
        </PassGroup>
      ) : null}
      {inLine.length > 0 ? (
        <PassGroup title={t('inLine')}>
          {inLine.map((pass) => (
            <DeskRow key={pass._id} name={nameOf(pass)} label={nameOf(pass)} detail={where(pass)} />
          ))}
        </PassGroup>
      ) : null}
    </SectionCard>
  );
}

/** One kind of pass under its own heading, as a list. */
function PassGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Box component="ul" aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {children}
      </Box>
    </div>
  );
}
