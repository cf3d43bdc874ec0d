import AssignmentIcon from '@mui/icons-material/Assignment';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PhoneDialog } from '../../components/PhoneDialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import { Tooltip } from '../../components/Tooltip';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import type { TTask } from '../../../shared/assessments';
import type { TCourse } from '../../../shared/courses';
import { EmptyState } from '../../components/EmptyState';
import { ErrorList } from '../../components/ErrorList';
import { PageSpinner } from '../../components/PageSpinner';
import { DeleteTaskDialog } from './delete-task-dialog';
import { EditTaskDialog } from './edit-task-dialog';
import { useTasks } from './queries';
import { useText } from '../../i18n/use-text';
import { tasksText } from './texts';
import { formatNumber } from '../../components/format';

/** `courseLabel`: how the courses page names the course, shown under the title. */
type TManageAssignmentsDialogProps = { course: TCourse; courseLabel: string; onClose: () => void };

function TaskRow({ task, onEdit, onDelete }: { task: TTask; onEdit: () => void; onDelete: () => void }) {
  const t = useText(tasksText);
  return (
    <Box role="listitem" aria-label={task.title} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1.25 }}>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{task.title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('taskSummary', {
            points: task.totalPoints,
            multiplier: formatNumber(task.multiplier),
            scores: task.scoreCount,
          })}
        </Typography>
      </Box>
      <Tooltip title={t('editAssignment')}>
        <IconButton aria-label={t('editAssignmentNamed', { title: task.title })} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('deleteAssignment')}>
        <IconButton aria-label={t('deleteAssignmentNamed', { title: task.title })} onClick={onDelete} color="error">
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/** 'Manage Assignments' (seed 001 section 2): the course's assignments, to edit or delete. */
export function ManageAssignmentsDialog({ course, courseLabel, onClose }: TManageAssignmentsDialogProps) {
  const tasks = useTasks(course._id);
  const t = useText(tasksText);
  const [editing, setEditing] = useState<TTask | null>(null);
  const [deleting, setDeleting] = useState<TTask | null>(null);

  return (
    <PhoneDialog open onClose={onClose} maxWidth="sm" aria-labelledby="manage-assignments-title">
      <DialogTitle id="manage-assignments-title">
        {t('manageTitle')}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {courseLabel}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        {tasks.isPending ? <PageSpinner /> : null}
        {tasks.isError ? <ErrorList error={tasks.error} /> : null}
        {tasks.data?.length === 0 ? (
          <EmptyState icon={<AssignmentIcon />} title={t('noData')} description={t('noDataHelp')} />
        ) : null}
        {tasks.data && tasks.data.length > 0 ? (
          <Box role="list" aria-label={t('assignmentsIn', { course: course.name })}>
            {tasks.data.map((task, index) => (
              <Fragment key={task._id}>
                {index > 0 ? <Divider component="div" role="presentation" /> : null}
                <TaskRow task={task} onEdit={() => setEditing(task)} onDelete={() => setDeleting(task)} />
              </Fragment>
            ))}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
      {editing ? <EditTaskDialog task={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? <DeleteTaskDialog task={deleting} onClose={() => setDeleting(null)} /> : null}
    </PhoneDialog>
  );
}
