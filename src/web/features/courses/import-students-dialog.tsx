import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PhoneDialog } from '../../components/PhoneDialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../components/use-snackbar';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { TCourse } from '../../../shared/courses';
import { csvText } from '../../../shared/csv-texts/texts';
import type { TStudentCsvRow } from '../../../shared/student-import';
import type { TStudentImportResult } from '../../../shared/students';
import { ApiError } from '../../api/api-error';
import { ErrorList } from '../../components/ErrorList';
import { useSignedInUser } from '../auth';
import { CsvDropZone } from './csv-drop-zone';
import { ImportPreview } from './import-preview';
import { useImportStudents } from './queries';
import { periodLabel } from './student-names';
import { useText } from '../../i18n/use-text';
import { coursesText } from './texts';
import { marks, withParts } from './with-parts';

/** Seed 001 section 8: the one message for a file that can't be read as students. */

type TFileState =
  | { status: 'none' }
  | { status: 'reading'; name: string }
  | { status: 'invalid'; name: string; reason: string }
  | { status: 'read'; name: string; rows: TStudentCsvRow[] };

type TImportStudentsDialogProps = {
  course: TCourse;
  onClose: () => void;
  onImported: (course: TCourse, result: TStudentImportResult) => void;
};

function SettingsLink() {
  const t = useText(coursesText);
  return (
    <Link component={RouterLink} to="/teacher/settings">
      {t('settingsLink')}
    </Link>
  );
}

/** Import students from a .csv file (docs/samples/students.csv) into one course. */
export function ImportStudentsDialog({ course, onClose, onImported }: TImportStudentsDialogProps) {
  const t = useText(coursesText);
  // The CSV reader's problems, which the file's reading words in the page's language.
  useText(csvText);
  const { enqueueSnackbar } = useSnackbar();
  const { settings } = useSignedInUser();
  const importStudents = useImportStudents();
  const [file, setFile] = useState<TFileState>({ status: 'none' });
  // A file chosen while another is still being read replaces it; the older read is dropped.
  const latestRead = useRef(0);
  const hasDefaultPassword = (settings?.defaultStudentPassword ?? '') !== '';

  const close = () => {
    if (!importStudents.isPending) onClose();
  };

  const read = async (picked: File) => {
    importStudents.reset();
    const readId = ++latestRead.current;
    setFile({ status: 'reading', name: picked.name });
    try {
      // The CSV reader (papaparse underneath) downloads with the first file chosen, not with the page.
      const [{ parseStudentCsv }, text] = await Promise.all([import('../../../shared/student-import'), picked.text()]);
      const parsed = parseStudentCsv(text);
      if (readId !== latestRead.current) return;
      setFile(
        parsed.ok
          ? { status: 'read', name: picked.name, rows: parsed.rows }
          : { status: 'invalid', name: picked.name, reason: parsed.error },
      );
    } catch (error) {
      // Seed 001 section 8: read failures are only logged; the teacher sees the invalid-file message.
      console.error('Could not read the student file', error);
      if (readId !== latestRead.current) return;
      setFile({ status: 'invalid', name: picked.name, reason: coursesText.t('unreadable') });
    }
  };

  const submit = () => {
    if (file.status !== 'read') return;
    importStudents.mutate(
      { courseId: course._id, users: file.rows },
      {
        onSuccess: (result) => {
          enqueueSnackbar(coursesText.t('importDone'), { variant: 'success' });
          onImported(course, result);
          onClose();
        },
      },
    );
  };

  const rows = file.status === 'read' ? file.rows : [];
  const rowsWithoutPassword = rows.filter((row) => !row.password).length;
  const importLabel = rows.length === 0 ? t('importButton') : t('importCount', { count: rows.length });
  // The server's answer wins; before sending, the class settings as last loaded warn ahead (P8).
  const refusedForDefault =
    importStudents.error instanceof ApiError && 'defaultStudentPassword' in importStudents.error.errors;
  const warnNoDefault = !refusedForDefault && rowsWithoutPassword > 0 && !hasDefaultPassword;

  return (
    <PhoneDialog open onClose={close} maxWidth="sm" aria-labelledby="import-students-title">
      <DialogTitle id="import-students-title">{t('importStudents')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {withParts(
            t('importIntro', {
              course: periodLabel(course),
              ...marks('username', 'firstName', 'lastName', 'password'),
            }),
            (name) => (
              <code>{name}</code>
            ),
          )}
        </DialogContentText>
        <CsvDropZone
          label={t('studentFile')}
          compact={file.status === 'read'}
          disabled={importStudents.isPending}
          onFile={(picked) => void read(picked)}
        />

        {file.status === 'reading' ? (
          <Typography role="status" sx={{ mt: 2 }}>
            {t('reading', { name: file.name })}
          </Typography>
        ) : null}
        {file.status === 'invalid' ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            <Box sx={{ fontWeight: 600 }}>{t('invalidFile')}</Box>
            {t('fileReason', { name: file.name, reason: file.reason })}
          </Alert>
        ) : null}
        {file.status === 'read' ? (
          <Box sx={{ mt: 2, display: 'grid', gap: 1.5 }}>
            <Typography role="status" sx={{ fontWeight: 600 }}>
              {t('readFrom', { count: rows.length, name: file.name })}
            </Typography>
            <ImportPreview rows={rows} />
          </Box>
        ) : null}

        {warnNoDefault ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {withParts(t('noDefaultWarning', { count: rowsWithoutPassword, ...marks('settings') }), () => (
              <SettingsLink />
            ))}
          </Alert>
        ) : null}
        <ErrorList error={importStudents.error} />
        {refusedForDefault ? (
          <Typography variant="body2">
            {withParts(t('openSettings', marks('settings')), () => (
              <SettingsLink />
            ))}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={importStudents.isPending}>
          {t('cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={file.status !== 'read' || importStudents.isPending}>
          {importStudents.isPending ? t('importing') : importLabel}
        </Button>
      </DialogActions>
    </PhoneDialog>
  );
}
