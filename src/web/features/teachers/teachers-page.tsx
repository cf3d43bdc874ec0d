import BackupIcon from '@mui/icons-material/Backup';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SchoolIcon from '@mui/icons-material/School';
import StorageIcon from '@mui/icons-material/Storage';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { useSnackbar } from '../../components/use-snackbar';
import { useState } from 'react';
import { downloadBackup } from '../../../shared/api/backup';
import type { TMigrationResult } from '../../../shared/teachers';
import { urlOf } from '../../api/client';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { QueryStatus } from '../../components/QueryStatus';
import { SchoolEmergencyCard } from '../hallpasses';
import { RecordLookupCard } from '../records';
import { AddTeacherDialog } from './add-teacher-dialog';
import { MigrationResult } from './migration-result';
import { useRunMigration, useTeachers } from './queries';
import { ResetViewedChangesButton } from './reset-viewed-changes-button';
import { TeacherAccordion } from './teacher-accordion';
import { teachersText } from './texts';
import { useText } from '../../i18n/use-text';

/** /admin/teachers, 'Manage Teachers' (seed 001 section 2). */
export function TeachersPage() {
  const t = useText(teachersText);
  const { enqueueSnackbar } = useSnackbar();
  const teachers = useTeachers();
  const migration = useRunMigration();
  const [migrationResults, setMigrationResults] = useState<TMigrationResult[] | null>(null);
  const [confirmingMigration, setConfirmingMigration] = useState(false);
  const [adding, setAdding] = useState(false);

  const askMigration = () => {
    migration.reset();
    setConfirmingMigration(true);
  };

  const runMigration = () => {
    setMigrationResults(null);
    migration.mutate(undefined, {
      onSuccess: (results) => {
        setConfirmingMigration(false);
        setMigrationResults(results);
        enqueueSnackbar(teachersText.t('migrationDone'), { variant: 'success' });
      },
    });
  };

  return (
    <>
      <PageHeader
        title={t('manageTeachers')}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<StorageIcon />}
              onClick={askMigration}
              disabled={migration.isPending}
            >
              {migration.isPending ? t('migrating') : t('databaseMigration')}
            </Button>
            <ResetViewedChangesButton />
            {/* A plain link, like a teacher's export: the session cookie authorises it and the browser saves the file (P45). */}
            <Button
              variant="outlined"
              component="a"
              href={urlOf(downloadBackup, {})}
              download
              startIcon={<BackupIcon />}
            >
              {t('downloadBackup')}
            </Button>
            <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)}>
              {t('addTeacher')}
            </Button>
          </>
        }
      />

      {migrationResults ? (
        <MigrationResult results={migrationResults} onClose={() => setMigrationResults(null)} />
      ) : null}
      <ConfirmDialog
        open={confirmingMigration}
        title={t('runMigrationTitle')}
        confirmLabel={t('runMigration')}
        busyLabel={t('migrating')}
        busy={migration.isPending}
        error={migration.error}
        onConfirm={runMigration}
        onCancel={() => setConfirmingMigration(false)}
      >
        {t('migrationExplain')}
      </ConfirmDialog>

      <SchoolEmergencyCard />
      <QueryStatus query={teachers} />
      {teachers.data?.length === 0 ? (
        <Card>
          <EmptyState icon={<SchoolIcon />} title={t('noTeachers')} description={t('noTeachersHint')} />
        </Card>
      ) : null}
      {teachers.data && teachers.data.length > 0 ? (
        <Box>
          {teachers.data.map((teacher) => (
            <TeacherAccordion key={teacher._id} teacher={teacher} />
          ))}
        </Box>
      ) : null}

      {/* P41, P42: a student's record, to print, download or erase, by their username. */}
      <RecordLookupCard />

      <AddTeacherDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
