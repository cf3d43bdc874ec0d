import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { TPass } from '../../../shared/hallpasses';
import { formatPoints } from '../../../shared/scoring';
import { DeleteRecordDialog } from '../../components/DeleteRecordDialog';
import { EmptyState } from '../../components/EmptyState';
import { formatDateTime } from '../../components/format';
import { FullScreenDialog } from '../../components/FullScreenDialog';
import { QueryStatus } from '../../components/QueryStatus';
import { EditPassDialog } from './edit-pass-dialog';
import { ManagePassesTable } from './manage-passes-table';
import { isActiveAt, studentName } from './pass-time';
import { useDeletePass, useTeacherPasses } from './queries';
import { useNow } from './use-now';

type TManageHallpassesDialogProps = { open: boolean; onClose: () => void };

/**
 * Manage Hallpasses (seed 001 section 2): full screen, the passes of every course in 'Active' and
 * 'Expired' sections, each editable and deletable (the cost goes back to the student). A pass a
 * student buys appears by itself (live updates, P38) and moves to Expired when its time is up.
 */
export function ManageHallpassesDialog({ open, onClose }: TManageHallpassesDialogProps) {
  return (
    <FullScreenDialog open={open} title="Manage Hallpasses" onClose={onClose}>
      <ManageHallpasses />
    </FullScreenDialog>
  );
}

function ManageHallpasses() {
  const passes = useTeacherPasses(true);
  const remove = useDeletePass();
  const [editing, setEditing] = useState<TPass | null>(null);
  const [deleting, setDeleting] = useState<TPass | null>(null);
  const anyActive = passes.data?.some((pass) => pass.state === 'active') === true;
  const now = useNow(anyActive);

  // Which passes are still running changes only when one runs out, so the expired list keeps its
  // identity between ticks and its (long) table is not drawn again every second.
  const activeIds = (passes.data ?? []).filter((pass) => isActiveAt(pass, now)).map((pass) => pass._id);
  const activeKey = activeIds.join(',');
  const { active, expired } = useMemo(() => {
    const running = new Set(activeKey.split(','));
    const list = passes.data ?? [];
    return { active: list.filter((p) => running.has(p._id)), expired: list.filter((p) => !running.has(p._id)) };
  }, [passes.data, activeKey]);
  const onEdit = useCallback((pass: TPass) => setEditing(pass), []);
  const onDelete = useCallback((pass: TPass) => setDeleting(pass), []);

  if (passes.isPending || passes.isError) return <QueryStatus query={passes} loadingLabel="Loading hallpasses..." />;
  if (passes.data.length === 0)
    return (
      <Card>
        <EmptyState
          icon={<ConfirmationNumberIcon />}
          title="No passes have been created"
          description="Passes your students buy, and those you create from a student's account, show here."
        />
      </Card>
    );

  return (
    <>
      <PassSection title="Active" count={active.length} empty="Nobody is out on a hallpass right now.">
        <ManagePassesTable label="Active hallpasses" passes={active} now={now} onEdit={onEdit} onDelete={onDelete} />
      </PassSection>
      <PassSection title="Expired" count={expired.length} empty="No expired hallpasses.">
        <ManagePassesTable label="Expired hallpasses" passes={expired} onEdit={onEdit} onDelete={onDelete} />
      </PassSection>
      <EditPassDialog pass={editing} onClose={() => setEditing(null)} />
      <DeleteRecordDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        title="Delete hallpass?"
        successMessage="Hallpass deleted"
        remove={remove}
        describe={(pass) =>
          `${studentName(pass)}'s hallpass to ${pass.destination} (${formatDateTime(pass.createdAt)}) will be deleted${
            pass.cost > 0 ? ` and ${formatPoints(pass.cost)} refunded` : ''
          }. This cannot be undone.`
        }
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
