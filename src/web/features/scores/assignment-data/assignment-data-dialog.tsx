import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import type { TCourse } from '../../../../shared/courses';
import { ErrorList } from '../../../components/ErrorList';
import { PageSpinner } from '../../../components/PageSpinner';
import { CoursePicker } from '../../courses';
import { FullScreenDialog } from '../../../components/FullScreenDialog';
import { useTasks } from '../../tasks';
import { useTaskScores } from '../queries';
import type { TTaskScore } from '../queries';
import { formatNumber } from '../../../components/format';
import { lazyNamed } from '../../../lazy-named';
import { EditScoreDialog } from './edit-score-dialog';
import { GradeBandSummary } from './grade-band-summary';
import { DEFAULT_BAR_COLOR, HistogramControls } from './histogram-controls';
import { TaskScoresTable } from './task-scores-table';
import { scoresText } from '../texts';
import { useText } from '../../../i18n/use-text';

// The chart library is large: it downloads when a teacher first opens an assignment's scores.
/** The name the chart's module exports it by (not a text). */
const SCORE_HISTOGRAM = 'ScoreHistogram';
const ScoreHistogram = lazyNamed(() => import('./score-histogram'), SCORE_HISTOGRAM);
const HISTOGRAM_HEIGHT = 260;

type TAssignmentDataDialogProps = {
  open: boolean;
  courses: TCourse[];
  /** The course chosen on the page, if any, to start from. */
  initialCourseId: string | null;
  onClose: () => void;
};

/** Assignment Data Viewer (seed 001 section 2): a histogram, grade bands and scores of one assignment. */
export function AssignmentDataDialog({ open, courses, initialCourseId, onClose }: TAssignmentDataDialogProps) {
  return (
    <FullScreenDialog open={open} title={scoresText.t('assignmentDataViewer')} onClose={onClose}>
      <AssignmentData courses={courses} initialCourseId={initialCourseId} />
    </FullScreenDialog>
  );
}

function AssignmentData({ courses, initialCourseId }: Omit<TAssignmentDataDialogProps, 'open' | 'onClose'>) {
  const t = useText(scoresText);
  const [courseId, setCourseId] = useState<string | null>(
    initialCourseId ?? (courses.length === 1 ? (courses[0]?._id ?? null) : null),
  );
  const [taskId, setTaskId] = useState<string | null>(null);
  const tasks = useTasks(courseId);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' } }}>
        <CoursePicker
          courses={courses}
          value={courseId}
          label={t('course')}
          onChange={(id) => {
            setCourseId(id);
            setTaskId(null);
          }}
        />
        <TextField
          select
          label={t('assignment')}
          value={taskId ?? ''}
          onChange={(event) => setTaskId(event.target.value)}
          disabled={!courseId || tasks.isPending}
          size="small"
          fullWidth
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          helperText={courseId && tasks.data?.length === 0 ? t('noAssignmentsYet') : ' '}
        >
          <MenuItem value="" disabled>
            <em>{t('selectAssignment')}</em>
          </MenuItem>
          {(tasks.data ?? []).map((task) => (
            <MenuItem key={task._id} value={task._id}>
              {t('taskOption', { title: task.title, points: formatNumber(task.totalPoints) })}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <ErrorList error={tasks.error} />
      {taskId ? (
        <TaskData key={taskId} taskId={taskId} />
      ) : (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
          {courseId ? t('selectAssignmentHint') : t('selectCourseHint')}
        </Typography>
      )}
    </Box>
  );
}

function TaskData({ taskId }: { taskId: string }) {
  const t = useText(scoresText);
  const data = useTaskScores(taskId);
  const [bucketSize, setBucketSize] = useState(1);
  const [color, setColor] = useState<string>(DEFAULT_BAR_COLOR);
  const [editing, setEditing] = useState<TTaskScore | null>(null);

  if (data.isPending) return <PageSpinner />;
  if (data.isError) return <ErrorList error={data.error} />;

  const { task, scores } = data.data;
  const values = scores.map((s) => s.value);
  if (scores.length === 0) {
    return <Typography sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>{t('noData')}</Typography>;
  }

  return (
    <>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 2 }}>
            <Box>
              <Typography variant="h6" component="h3">
                {task.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('outOf', { total: formatNumber(task.totalPoints), multiplier: formatNumber(task.multiplier) })}
              </Typography>
            </Box>
            <HistogramControls
              bucketSize={bucketSize}
              maxBucketSize={Math.max(1, task.totalPoints)}
              onBucketSize={setBucketSize}
              color={color}
              onColor={setColor}
            />
          </Box>
          <Suspense fallback={<Box sx={{ height: HISTOGRAM_HEIGHT }} />}>
            <ScoreHistogram
              title={task.title}
              values={values}
              totalPoints={task.totalPoints}
              bucketSize={bucketSize}
              color={color}
              height={HISTOGRAM_HEIGHT}
            />
          </Suspense>
        </CardContent>
      </Card>
      <GradeBandSummary values={values} totalPoints={task.totalPoints} />
      <Card>
        <TaskScoresTable scores={scores} totalPoints={task.totalPoints} onEdit={setEditing} />
      </Card>
      <EditScoreDialog
        score={editing}
        title={task.title}
        totalPoints={task.totalPoints}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
