import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import Button from '@mui/material/Button';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { TStudentSummary } from '../../../shared/courses';
import type { TPass } from '../../../shared/hallpasses';
import { formatPoints } from '../../../shared/scoring';
import { DeleteRecordDialog } from '../../components/DeleteRecordDialog';
import { EmptyState } from '../../components/EmptyState';
import { formatDateTime } from '../../components/format';
import { FullScreenDialog } from '../../components/FullScreenDialog';
import { QueryStatus } from '../../components/QueryStatus';
import { ErrorList } from '../../components/ErrorList';
import { useSnackbar } from '../../components/use-snackbar';
import { EditPassDialog } from './edit-pass-dialog';
import { EmergencyControl } from './emergency-control';
import { passesOut } from './kiosk/kiosk-passes';
import { ManageHallpassesTabs } from './manage-hallpasses-tabs';
import { ManagePassesTable } from './manage-passes-table';
import { byPlaceInLine, isOut, studentName } from './pass-time';
import { SeparationsSection, type TChosenState } from './separations-section';
import { KiosksSection } from './kiosks-section';
import { manageHallpassesText } from './manage/texts';
import { useApprovePass, useDeletePass, useDenyPass, useReturnPass, useTeacherPasses } from './queries';
import { useNow } from './use-now';
import { useText } from '../../i18n/use-text';

type TManageHallpassesDialogProps = { open: boolean; onClose: () => void };

/**
 * Manage Hallpasses (seed 001 section 2, P48): full screen, the passes of every course: those
 * waiting for the teacher's OK (Approve, Deny), those out now (the board's very list, from the
 * server's states, with Back in class), the wait line, and earlier ones; each editable and
 * deletable (the cost goes back to the student). Live updates (P38) keep it current; below, the
 * students kept apart in the hall. A second tab holds the weekly report (issue 32).
 */
export function ManageHallpassesDialog({ open, onClose }: TManageHallpassesDialogProps) {
  const t = useText(manageHallpassesText);
  // Held here, which stays mounted while the dialog is closed: the students chosen to keep apart
  // outlive an Esc that closes the dialog, and a switch to the report tab (issue 42).
  const keptApart = useState<TStudentSummary[]>([]);
  return (
    <FullScreenDialog open={open} title={t('title')} onClose={onClose}>
      <EmergencyControl audience="teacher" />
      <ManageHallpassesTabs passes={<ManageHallpasses keptApart={keptApart} />} />
    </FullScreenDialog>
  );
}

function ManageHallpasses({ keptApart }: { keptApart: TChosenState }) {
  const t = useText(manageHallpassesText);
  const passes = useTeacherPasses(true);
  const remove = useDeletePass();
  const approve = useApprovePass();
  const deny = useDenyPass();
  const back = useReturnPass();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState<TPass | null>(null);
  const [deleting, setDeleting] = useState<TPass | null>(null);
  const anyOut = passes.data?.some(isOut) === true;
  const now = useNow(anyOut);

  // Who is out is the kiosk board's own rule over the same server states, so the two always agree.
  const outRows = useMemo(() => passesOut(passes.data ?? [], now), [passes.data, now]);
  const outKey = outRows.map((row) => row.pass._id).join(',');
  const { out, requested, waiting, earlier } = useMemo(() => {
    const outIds = new Set(outKey.split(','));
    const list = passes.data ?? [];
    const byOldest = (a: TPass, b: TPass) => Date.parse(a.createdAt) - Date.parse(b.createdAt);
    return {
      out: list.filter((p) => outIds.has(p._id)),
      requested: list.filter((p) => p.state === 'requested').sort(byOldest),
      waiting: list.filter((p) => p.state === 'waiting').sort(byPlaceInLine),
      earlier: list.filter((p) => !outIds.has(p._id) && p.state !== 'requested' && p.state !== 'waiting'),
    };
  }, [passes.data, outKey]);
  const onEdit = useCallback((pass: TPass) => setEditing(pass), []);
  const onDelete = useCallback((pass: TPass) => setDeleting(pass), []);
  const busy = approve.isPending || deny.isPending || back.isPending;
  const requestActions = useCallback(
    (pass: TPass) => (
      <>
        <Button
          size="small"
          variant="contained"
          disabled={busy}
          aria-label={t('approveLabel', { name: studentName(pass), destination: pass.destination })}
          onClick={() =>
            approve.mutate(pass._id, {
              onSuccess: (made) =>
                enqueueSnackbar(
                  manageHallpassesText.t(made.pass.state === 'active' ? 'passApproved' : 'passApprovedInLine'),
                  { variant: 'success' },
                ),
            })
          }
        >
          {t('approve')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={busy}
          aria-label={t('denyLabel', { name: studentName(pass), destination: pass.destination })}
          onClick={() =>
            deny.mutate(pass._id, {
              onSuccess: () => enqueueSnackbar(manageHallpassesText.t('passDenied'), { variant: 'success' }),
            })
          }
        >
          {t('deny')}
        </Button>
      </>
    ),
    [approve, deny, busy, enqueueSnackbar, t],
  );
  const outActions = useCallback(
    (pass: TPass) => (
      <Button
        size="small"
        variant="outlined"
        disabled={busy}
        aria-label={t('backInClassLabel', { name: studentName(pass) })}
        onClick={() => back.mutate(pass._id)}
      >
        {t('backInClass')}
      </Button>
    ),
    [back, busy, t],
  );

  if (passes.isPending || passes.isError) return <QueryStatus query={passes} loadingLabel={t('loadingHallpasses')} />;

  return (
    <>
      <ErrorList error={approve.error ?? deny.error ?? back.error} />
      {passes.data.length === 0 ? (
        <Card>
          <EmptyState icon={<ConfirmationNumberIcon />} title={t('noPasses')} description={t('noPassesHint')} />
        </Card>
      ) : (
        <>
          {requested.length > 0 ? (
            <PassSection title={t('waitingForOk')} count={requested.length} empty="">
              <ManagePassesTable
                label={t('waitingForOkLabel')}
                passes={requested}
                onEdit={onEdit}
                onDelete={onDelete}
                actions={requestActions}
              />
            </PassSection>
          ) : null}
          <PassSection title={t('active')} count={out.length} empty={t('nobodyOut')}>
            <ManagePassesTable
              label={t('activeLabel')}
              passes={out}
              now={now}
              onEdit={onEdit}
              onDelete={onDelete}
              actions={outActions}
            />
          </PassSection>
          {waiting.length > 0 ? (
            <PassSection title={t('waitLine')} count={waiting.length} empty="">
              <ManagePassesTable label={t('waitLine')} passes={waiting} onEdit={onEdit} onDelete={onDelete} />
            </PassSection>
          ) : null}
          <PassSection title={t('expired')} count={earlier.length} empty={t('noExpired')}>
            <ManagePassesTable label={t('expiredLabel')} passes={earlier} onEdit={onEdit} onDelete={onDelete} />
          </PassSection>
        </>
      )}
      <SeparationsSection chosenState={keptApart} />
      <KiosksSection />
      <EditPassDialog pass={editing} onClose={() => setEditing(null)} />
      <DeleteRecordDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        title={t('deleteTitle')}
        successMessage={t('deleted')}
        remove={remove}
        describe={(pass) => {
          const about = {
            name: studentName(pass),
            destination: pass.destination,
            createdAt: formatDateTime(pass.createdAt),
          };
          return pass.cost > 0
            ? t('deleteConfirmRefund', { ...about, points: formatPoints(pass.cost) })
            : t('deleteConfirm', about);
        }}
      />
    </>
  );
}

type TPassSectionProps = { title: string; count: number; empty: string; children: ReactNode };

function PassSection({ title, count, empty, children }: TPassSectionProps) {
  const id = useId();
  return (
    <Accordion
      defaultExpanded
      elevation={0}
      sx={{ '&:before': { display: 'none' }, border: 1, borderColor: 'divider', '& + &': { mt: 2 } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={`${id}-content`}>
        <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.05rem' }}>
          {title}
        </Typography>
        <Chip label={count} size="small" sx={{ ml: 1.5 }} />
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`} sx={{ px: { xs: 0, sm: 2 }, pt: 0 }}>
        {count === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, pb: 1 }}>
            {empty}
          </Typography>
        ) : (
          children
        )}
      </AccordionDetails>
    </Accordion>
  );
}
