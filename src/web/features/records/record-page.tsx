import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { TStudentRecord } from '../../../shared/privacy';
import { ApiError } from '../../api/api-error';
import { recordKeys } from '../../api/query-keys';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { QueryStatus } from '../../components/QueryStatus';
import { formatDateTime } from '../../components/format';
import { useSnackbar } from '../../components/use-snackbar';
import { useText } from '../../i18n/use-text';
import { UnlinkSchoolAccount, useSignedInUser } from '../auth';
import { EraseStudentDialog } from './erase-student-dialog';
import { downloadRecord } from './record-file';
import { RecordView } from './record-view';
import type { TRecordReader } from './record-view';
import { useEraseStudent, useOwnRecord, useStudentRecord } from './queries';
import { recordsText } from './texts';

/** Where a reader goes back to pick another student. */
const BACK: Record<Exclude<TRecordReader, 'student'>, { path: string; label: keyof typeof recordsText.messages }> = {
  teacher: { path: '/teacher/accounts', label: 'backToAccounts' },
  admin: { path: '/admin/teachers', label: 'backToTeachers' },
};

/**
 * On paper the record is all there is: no frame (the shell hides its bars), no buttons, dark
 * text on white whatever the theme, and tables at full width rather than scrolling.
 */
const PRINT = {
  '@media print': {
    /* eslint-disable lingui/no-unlocalized-strings -- CSS values, not texts */
    '& *': {
      color: '#000 !important',
      backgroundColor: 'transparent !important',
      boxShadow: 'none !important',
      overflow: 'visible !important',
    },
    /* eslint-enable lingui/no-unlocalized-strings */
  },
} as const;

type TShownRecordProps = { record: TStudentRecord; reader: TRecordReader };

function ShownRecord({ record, reader }: TShownRecordProps) {
  const t = useText(recordsText);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { student } = record;
  const erase = useEraseStudent(student.username);
  const [erasing, setErasing] = useState(false);
  const queryClient = useQueryClient();

  // The record is read once per visit (each read is logged, P44): the page changes its copy instead.
  const forgetSchoolAccount = () =>
    queryClient.setQueryData<TStudentRecord>(recordKeys.of(student.username), (shown) =>
      shown ? { ...shown, student: { ...shown.student, schoolAccount: null } } : shown,
    );

  const confirmErase = () =>
    erase.mutate(undefined, {
      onSuccess: () => {
        setErasing(false);
        enqueueSnackbar(recordsText.t('erased'), { variant: 'success' });
        void navigate('/admin/teachers');
      },
    });

  return (
    <Box sx={PRINT}>
      <PageHeader
        title={
          reader === 'student'
            ? t('yourRecord')
            : t('fullName', { firstName: student.firstName, lastName: student.lastName })
        }
        subtitle={
          reader === 'student'
            ? t('ownSubtitle', {
                firstName: student.firstName,
                lastName: student.lastName,
                username: student.username,
                date: formatDateTime(record.exportedAt),
              })
            : t('subtitle', { username: student.username, date: formatDateTime(record.exportedAt) })
        }
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, displayPrint: 'none' }}>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => downloadRecord(record)}>
              {t('download')}
            </Button>
            <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
              {t('print')}
            </Button>
            {reader === 'admin' && student.schoolAccount ? (
              <UnlinkSchoolAccount
                username={student.username}
                name={t('fullName', { firstName: student.firstName, lastName: student.lastName })}
                onUnlinked={forgetSchoolAccount}
              />
            ) : null}
            {reader === 'admin' ? (
              <Button
                variant="contained"
                color="error"
                startIcon={<DeleteForeverIcon />}
                onClick={() => {
                  erase.reset();
                  setErasing(true);
                }}
              >
                {t('eraseStudent')}
              </Button>
            ) : null}
          </Box>
        }
      />
      <RecordView record={record} reader={reader} />
      {reader === 'admin' ? (
        <EraseStudentDialog
          student={student}
          open={erasing}
          busy={erase.isPending}
          error={erase.error}
          onConfirm={confirmErase}
          onCancel={() => setErasing(false)}
        />
      ) : null}
    </Box>
  );
}

function OwnRecord() {
  const t = useText(recordsText);
  const record = useOwnRecord();
  if (!record.data) return <QueryStatus query={record} loadingLabel={t('loadingYours')} />;
  return <ShownRecord record={record.data} reader="student" />;
}

function StudentsRecord({ username, reader }: { username: string; reader: 'teacher' | 'admin' }) {
  const t = useText(recordsText);
  const record = useStudentRecord(username);
  const back = BACK[reader];
  if (record.error instanceof ApiError && record.error.status === 404) {
    return (
      <Card>
        <EmptyState
          icon={<PersonSearchIcon />}
          titleComponent="h1"
          title={t('noSuchStudent')}
          description={reader === 'teacher' ? t('onlyYourStudents') : t('erasedOrTypo')}
          action={
            <Button component={RouterLink} to={back.path} variant="outlined">
              {t(back.label)}
            </Button>
          }
        />
      </Card>
    );
  }
  if (!record.data) return <QueryStatus query={record} loadingLabel={t('loading')} />;
  return <ShownRecord record={record.data} reader={reader} />;
}

/**
 * /student/record, /teacher/record?student= and /admin/record?student=: a student's record (P41),
 * to read, print or download; the admin can erase the student from here (P42).
 */
export function RecordPage() {
  const t = useText(recordsText);
  const user = useSignedInUser();
  const [searchParams] = useSearchParams();
  if (user.role === 'student') return <OwnRecord />;
  const username = searchParams.get('student')?.trim() ?? '';
  if (username === '') {
    const back = BACK[user.role];
    return (
      <Card>
        <EmptyState
          icon={<PersonSearchIcon />}
          titleComponent="h1"
          title={t('chooseStudent')}
          description={user.role === 'teacher' ? t('chooseFromAccounts') : t('chooseFromTeachers')}
          action={
            <Button component={RouterLink} to={back.path} variant="outlined">
              {t(back.label)}
            </Button>
          }
        />
      </Card>
    );
  }
  return <StudentsRecord key={username} username={username} reader={user.role} />;
}
