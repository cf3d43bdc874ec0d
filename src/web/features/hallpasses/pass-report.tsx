import AssessmentIcon from '@mui/icons-material/Assessment';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { addDays } from '../../../shared/calendar-days';
import type { TPassReport } from '../../../shared/hall-report';
import { EmptyState } from '../../components/EmptyState';
import { formatDayRange } from '../../components/format';
import { QueryStatus } from '../../components/QueryStatus';
import { useText } from '../../i18n/use-text';
import { distinctCourseLabels, useCourses } from '../courses';
import { manageHallpassesText } from './manage/texts';
import { DestinationHistory } from './destination-history';
import { DestinationsReportTable, StudentsReportTable } from './pass-report-tables';
import { PrintablePassReport } from './printable-pass-report';
import { usePassReport } from './report-queries';
import { lateMeans, todayHere, weekTotalsText } from './report-week';

/**
 * Issue 32: a week of hall passes, per student (passes, minutes out, late) and per destination,
 * each destination's passes one choice away, and a printout of the report alone. The week opens
 * on this one (the server's); Previous and Next step a week at a time.
 */
export function PassReport() {
  const t = useText(manageHallpassesText);
  const courses = useCourses();
  const [courseId, setCourseId] = useState<string | null>(null);
  // Null: this week as the server counts it (its time zone); then a day of the week shown.
  const [week, setWeek] = useState<string | null>(null);
  const [destination, setDestination] = useState<string | null>(null);
  const report = usePassReport(courseId, week);
  const labels = useMemo(() => distinctCourseLabels(courses.data ?? []), [courses.data]);
  const courseLabel = (courseId === null ? undefined : labels.get(courseId)) ?? t('allCourses');
  const shown = report.data;
  const historyId = useId();

  const showHistory = (name: string) => {
    setDestination(name);
    // The history is below the tables: bring it into view, as a link to it would.
    requestAnimationFrame(() => document.getElementById(historyId)?.scrollIntoView({ block: 'start' }));
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CourseChoice
              courses={(courses.data ?? []).map((c) => ({ _id: c._id, label: labels.get(c._id) ?? c.name }))}
              value={courseId}
              onChange={setCourseId}
            />
            <Button
              variant="contained"
              startIcon={<PrintIcon />}
              disabled={shown === undefined}
              onClick={() => window.print()}
              sx={{ ml: 'auto', flexShrink: 0 }}
            >
              {t('print')}
            </Button>
          </Box>
          <WeekBar
            report={shown}
            busy={report.isFetching}
            onStep={(days) => shown && setWeek(addDays(shown.weekStart, days))}
          />
        </CardContent>
      </Card>
      {shown === undefined ? (
        <QueryStatus query={report} loadingLabel={t('loadingReport')} />
      ) : shown.students.length === 0 ? (
        <Card variant="outlined">
          <EmptyState
            icon={<AssessmentIcon />}
            title={t('noPassesThisWeek')}
            description={t('noPassInWeek', { range: formatDayRange(shown.weekStart, shown.weekEnd) })}
          />
        </Card>
      ) : (
        <>
          <ReportSection title={t('students')} description={totalsText(shown)}>
            <StudentsReportTable students={shown.students} />
          </ReportSection>
          <ReportSection title={t('destinations')} description={t('chooseToSeePasses')}>
            <DestinationsReportTable destinations={shown.destinations} onShow={showHistory} />
          </ReportSection>
          <ReportSection title={t('destinationHistory')} id={historyId}>
            <DestinationHistory
              courseId={courseId}
              week={shown.weekStart}
              destinations={shown.destinations.map((d) => d.name)}
              destination={destination}
              onChoose={setDestination}
            />
          </ReportSection>
        </>
      )}
      {shown ? <PrintablePassReport report={shown} courseLabel={courseLabel} /> : null}
    </Box>
  );
}

/** '12 passes, 85 minutes out, 3 late.' and what late means. */
function totalsText(report: TPassReport): string {
  return `${weekTotalsText(report)}. ${lateMeans()}`;
}

type TWeekBarProps = { report: TPassReport | undefined; busy: boolean; onStep: (days: number) => void };

/** The week shown, and a week back or on (never past this one). */
function WeekBar({ report, busy, onStep }: TWeekBarProps) {
  const t = useText(manageHallpassesText);
  const range = report ? formatDayRange(report.weekStart, report.weekEnd) : '';
  const latest = report === undefined || report.weekEnd >= todayHere();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography
        component="h3"
        variant="h6"
        aria-live="polite"
        sx={{ fontWeight: 650, flex: { xs: '1 1 100%', md: '1 1 auto' } }}
      >
        {range ? t('weekOf', { range }) : t('week')}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<ChevronLeftIcon />}
        aria-label={t('previousWeek')}
        disabled={report === undefined || busy}
        onClick={() => onStep(-7)}
      >
        {t('previous')}
      </Button>
      <Button
        variant="outlined"
        endIcon={<ChevronRightIcon />}
        aria-label={t('nextWeek')}
        disabled={latest || busy}
        onClick={() => onStep(7)}
      >
        {t('next')}
      </Button>
    </Box>
  );
}

type TCourseChoiceProps = {
  courses: { _id: string; label: string }[];
  value: string | null;
  onChange: (courseId: string | null) => void;
};

function CourseChoice({ courses, value, onChange }: TCourseChoiceProps) {
  const t = useText(manageHallpassesText);
  const id = useId();
  return (
    <FormControl size="small" sx={{ flex: '0 1 420px', minWidth: 0 }}>
      <InputLabel htmlFor={id} shrink>
        {t('course')}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        input={<OutlinedInput label={t('course')} notched />}
      >
        <option value="">{t('allCourses')}</option>
        {courses.map((course) => (
          <option key={course._id} value={course._id}>
            {course.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}

type TReportSectionProps = { title: string; description?: string; id?: string; children: ReactNode };

function ReportSection({ title, description, id, children }: TReportSectionProps) {
  const titleId = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId} id={id}>
      <CardContent sx={{ px: { xs: 1, sm: 2 } }}>
        <Typography id={titleId} component="h3" variant="h6" sx={{ fontWeight: 650, px: { xs: 1, sm: 0 } }}>
          {title}
        </Typography>
        {description ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1, px: { xs: 1, sm: 0 } }}>
            {description}
          </Typography>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}
