import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { TStudentRecord } from '../../../shared/privacy';
import { ApiError } from '../../api/api-error';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { QueryStatus } from '../../components/QueryStatus';
import { formatDateTime } from '../../components/format';
import { useSnackbar } from '../../components/use-snackbar';
import { useSignedInUser } from '../auth';
import { EraseStudentDialog } from './erase-student-dialog';
import { downloadRecord } from './record-file';
import { RecordView } from './record-view';
import type { TRecordReader } from './record-view';
import { useEraseStudent, useOwnRecord, useStudentRecord } from './queries';

/** Where a reader goes back to pick another student. */
const BACK: Record<Exclude<TRecordReader, 'student'>, { path: string; label: string }> = {
  teacher: { path: '/teacher/accounts', label: 'Back to Accounts' },
  admin: { path: '/admin/teachers', label: 'Back to Manage Teachers' },
};

/**
 * On paper the record is all there is: no frame (the shell hides its bars), no buttons, dark
 * text on white whatever the theme, and tables at full width rather than scrolling.
 */
const PRINT = {
  '@media print': {
    '& *': {
      color: '#000 !important',
      backgroundColor: 'transparent !important',
      boxShadow: 'none !important',
      overflow: 'visible !important',
    },
  },
} as const;

type TShownRecordProps = { record: TStudentRecord; reader: TRecordReader };

function ShownRecord({ record, reader }: TShownRecordProps) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const erase = useEraseStudent();
  const [erasing, setErasing] = useState(false);
  const { student } = record;

  const confirmErase = () =>
    erase.mutate(student.username, {
      onSuccess: () => {
        setErasing(false);
        enqueueSnackbar('Erased.', { variant: 'success' });
        void navigate('/admin/teachers');
      },
    });

  return (
    <Box sx={PRINT}>
      <PageHeader
        title={reader === 'student' ? 'Your record' : `${student.firstName} ${student.lastName}`}
        subtitle={
          <>
            {reader === 'student' ? `${student.firstName} ${student.lastName} · ` : ''}
            {student.username} · Exported {formatDateTime(record.exportedAt)}
          </>
        }
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, displayPrint: 'none' }}>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => downloadRecord(record)}>
              Download (JSON)
            </Button>
            <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
              Print
            </Button>
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
                Erase student
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
  const record = useOwnRecord();
  if (!record.data) return <QueryStatus query={record} loadingLabel="Loading your record..." />;
  return <ShownRecord record={record.data} reader="student" />;
}

function StudentsRecord({ username, reader }: { username: string; reader: 'teacher' | 'admin' }) {
  const record = useStudentRecord(username);
  const back = BACK[reader];
  if (record.error instanceof ApiError && record.error.status === 404) {
    return (
      <Card>
        <EmptyState
          icon={<PersonSearchIcon />}
          titleComponent="h1"
          title="No student with this username."
          description={
            reader === 'teacher'
              ? 'Only the students in your classes have a record here.'
              : 'They may have been erased, or the username has a typo.'
          }
          action={
            <Button component={RouterLink} to={back.path} variant="outlined">
              {back.label}
            </Button>
          }
        />
      </Card>
    );
  }
  if (!record.data) return <QueryStatus query={record} loadingLabel="Loading the record..." />;
  return <ShownRecord record={record.data} reader={reader} />;
}

/**
 * /student/record, /teacher/record?student= and /admin/record?student=: a student's record (P41),
 * to read, print or download; the admin can erase the student from here (P42).
 */
export function RecordPage() {
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
          title="Choose a student"
          description={
            user.role === 'teacher'
              ? "Open a student's account and choose Record."
              : 'Look a student up by username on Manage Teachers.'
          }
          action={
            <Button component={RouterLink} to={back.path} variant="outlined">
              {back.label}
            </Button>
          }
        />
      </Card>
    );
  }
  return <StudentsRecord key={username} username={username} reader={user.role} />;
}
