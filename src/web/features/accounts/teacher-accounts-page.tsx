import BarChartIcon from '@mui/icons-material/BarChart';
import ClassIcon from '@mui/icons-material/Class';
import InsightsIcon from '@mui/icons-material/Insights';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { TScoreImportResult } from '../../../shared/assessments';
import type { TLedgerType } from '../../../shared/ledger';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { QueryStatus } from '../../components/QueryStatus';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useSignedInUser } from '../auth';
import { isBuilt } from '../../built-features';
import { ManageHallpassesDialog } from '../hallpasses';
import { useCourses } from '../courses';
import { AssignmentDataDialog } from '../scores';
import { BulkTransactionDialog } from '../ledger';
import { EconomyDialog } from '../scores';
import { ImportScoresDialog } from '../scores';
import { ManagePresetsDialog } from '../ledger';
import type { TPresetKind } from '../ledger';
import { CoursePicker } from '../courses';
import { ImportSummary } from './import-summary';
import { byLastName, periodLabel } from '../courses';
import { StudentList } from './student-list';
import { StudentSearch } from './student-search';
import { UpdateAccountsMenu } from './update-accounts-menu';
import { AccountsViewToggle } from './accounts-view-toggle';
import type { TUpdateAccountsAction } from './update-accounts-menu';
import { useAccountSelection } from './use-account-selection';
import { PageSpinner } from '../../components/PageSpinner';
import { lazyNamed } from '../../lazy-named';
import { usePreloadWhenIdle } from '../../use-lazy';
import { useText } from '../../i18n/use-text';
import { accountsText } from './texts';

// A student's account with the teacher's actions (the ledger, its dialogs, the store's purchase)
// is a third of the page's script, and nobody is picked when the page opens: it downloads once the
// page has drawn and the browser is idle, or when a student is picked first (issue 11).
const TeacherStudentPanel = lazyNamed(() => import('./teacher-student-panel'), 'TeacherStudentPanel');
// The class view's tiles and preset sheet, downloaded when a teacher first switches to it.
const ClassView = lazyNamed(() => import('./class-view/class-view'), 'ClassView');

type TDialog = 'economy' | 'assignment-data' | 'import' | 'hallpasses' | null;

/** /teacher/accounts, 'Manage Accounts' (seed 001 section 2). */
export function TeacherAccountsPage() {
  const t = useText(accountsText);
  const user = useSignedInUser();
  const settings = user.settings;
  const courses = useCourses();
  const selection = useAccountSelection(courses.data, user.username);
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const panel = useRef<HTMLDivElement>(null);
  const [dialog, setDialog] = useState<TDialog>(null);
  const [bulkType, setBulkType] = useState<TLedgerType | null>(null);
  const [presetKind, setPresetKind] = useState<TPresetKind | null>(null);
  const [imported, setImported] = useState<TScoreImportResult | null>(null);

  usePreloadWhenIdle(TeacherStudentPanel);

  // On a phone the student's account is below the list: bring it into view when one is picked.
  useEffect(() => {
    if (small && selection.username) panel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [small, selection.username]);

  if (!settings) return null;
  const finesEnabled = settings.fines.enabled;
  const course = selection.course;
  const activeStudents = course ? course.students.filter((s) => !s.dropped).sort(byLastName) : [];
  const shownStudent = course?.students.find((s) => s.username === selection.username);

  const choose = (action: TUpdateAccountsAction) => {
    if (action === 'import') setDialog('import');
    else if (action === 'bulk-bonus') setBulkType('bonus');
    else if (action === 'bulk-fine') setBulkType('fine');
    else if (action === 'bulk-purchase') setBulkType('purchase');
    else if (action === 'manage-bonuses') setPresetKind('bonus');
    else if (action === 'manage-hallpasses') setDialog('hallpasses');
    else setPresetKind('fine');
  };

  const hasCourses = courses.data !== undefined && courses.data.length > 0;

  return (
    <>
      <PageHeader
        title={t('manageAccounts')}
        actions={
          hasCourses ? (
            <>
              <Button variant="outlined" startIcon={<InsightsIcon />} onClick={() => setDialog('economy')}>
                {t('economy')}
              </Button>
              <Button variant="outlined" startIcon={<BarChartIcon />} onClick={() => setDialog('assignment-data')}>
                {t('assignmentData')}
              </Button>
              <UpdateAccountsMenu
                finesEnabled={finesEnabled}
                hallpassesEnabled={isBuilt('hallpasses') && settings.hallpass.enabled}
                hasCourse={course !== null}
                onChoose={choose}
              />
            </>
          ) : null
        }
      />

      {imported ? <ImportSummary result={imported} onClose={() => setImported(null)} /> : null}

      <QueryStatus query={courses} />
      {courses.data?.length === 0 ? (
        <Card>
          <EmptyState
            icon={<ClassIcon />}
            title={t('createCourseFirst')}
            description={t('createCourseHelp')}
            action={
              <Button component={RouterLink} to="/teacher/courses" variant="contained">
                {t('goToCourses')}
              </Button>
            }
          />
        </Card>
      ) : null}

      {hasCourses ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Card sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <CoursePicker courses={courses.data} value={course?._id ?? null} onChange={selection.selectCourse} />
            <StudentSearch
              courses={courses.data}
              onSelect={(student) => selection.selectStudent(student.username, student.course)}
            />
            <AccountsViewToggle view={selection.view} onChange={selection.selectView} />
          </Card>

          {selection.view === 'class' && course ? (
            <Suspense fallback={<PageSpinner label={t('loadingClass')} />}>
              <ClassView
                key={course._id}
                students={activeStudents}
                finesEnabled={finesEnabled}
                primeEnabled={settings.prime.enabled}
                onOpenAccount={(username) => selection.selectStudent(username)}
                onManagePresets={setPresetKind}
              />
            </Suspense>
          ) : null}

          <Box
            sx={{
              display: selection.view === 'class' && course ? 'none' : 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: '300px minmax(0, 1fr)' },
              alignItems: 'start',
            }}
          >
            <Card
              component="section"
              aria-label={t('courseStudents')}
              sx={{ position: { md: 'sticky' }, top: { md: 88 } }}
            >
              <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
                <Typography sx={{ fontWeight: 600 }}>{course ? periodLabel(course) : t('students')}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {course ? t('studentCount', { count: activeStudents.length }) : t('selectCourse')}
                </Typography>
              </Box>
              <Box sx={{ maxHeight: { xs: 300, md: 'calc(100vh - 260px)' }, overflowY: 'auto' }}>
                {course ? (
                  <StudentList
                    students={activeStudents}
                    selected={selection.username}
                    primeEnabled={settings.prime.enabled}
                    onSelect={(username) => selection.selectStudent(username)}
                  />
                ) : (
                  <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
                    {t('chooseCourse')}
                  </Typography>
                )}
              </Box>
            </Card>

            {/* Choosing a student leaves the focus in the list (the next one is a key away), so a
                screen reader hears which account the panel now shows. */}
            <VisuallyHidden>
              <span role="status">
                {shownStudent
                  ? t('showingAccount', { firstName: shownStudent.firstName, lastName: shownStudent.lastName })
                  : ''}
              </span>
            </VisuallyHidden>
            <Box ref={panel} sx={{ minWidth: 0, scrollMarginTop: 72 }}>
              {selection.username ? (
                <Suspense fallback={<PageSpinner label={t('loadingStudent')} />}>
                  <TeacherStudentPanel key={selection.username} username={selection.username} settings={settings} />
                </Suspense>
              ) : (
                <Card>
                  <EmptyState
                    icon={<PersonSearchIcon />}
                    title={t('selectStudent')}
                    description={t('selectStudentHelp')}
                  />
                </Card>
              )}
            </Box>
          </Box>
        </Box>
      ) : null}

      <EconomyDialog open={dialog === 'economy'} finesEnabled={finesEnabled} onClose={() => setDialog(null)} />
      <AssignmentDataDialog
        open={dialog === 'assignment-data'}
        courses={courses.data ?? []}
        initialCourseId={course?._id ?? null}
        onClose={() => setDialog(null)}
      />
      <ImportScoresDialog
        open={dialog === 'import'}
        course={course}
        district={settings.schoolDistrict}
        onClose={() => setDialog(null)}
        onImported={setImported}
      />
      <BulkTransactionDialog
        type={bulkType}
        course={course ? { ...course, students: activeStudents } : null}
        onClose={() => setBulkType(null)}
      />
      <ManagePresetsDialog kind={presetKind} onClose={() => setPresetKind(null)} />
      <ManageHallpassesDialog open={dialog === 'hallpasses'} onClose={() => setDialog(null)} />
    </>
  );
}
