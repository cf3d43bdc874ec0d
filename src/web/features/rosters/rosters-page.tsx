import FolderZipIcon from '@mui/icons-material/FolderZip';
import PublishIcon from '@mui/icons-material/Publish';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { TRosterResult } from '../../../shared/rosters';
import { EmptyState } from '../../components/EmptyState';
import { ErrorList } from '../../components/ErrorList';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { formatNumber } from '../../components/format';
import { useSnackbar } from '../../components/use-snackbar';
import { useText } from '../../i18n/use-text';
import { rostersText } from './texts';
import { RosterChanges } from './roster-changes';
import { RosterProblems } from './roster-problems';
import { RosterSummary } from './roster-summary';
import { useRosterImport } from './queries';
import { ZipDropZone } from './zip-drop-zone';

/** How many records the roster makes, changes, drops or restores. */
function changeCount(roster: TRosterResult): number {
  const lists = [roster.teachers, roster.courses, roster.students, roster.enrollments].flatMap((group) =>
    Object.values(group).filter((value): value is unknown[] => Array.isArray(value)),
  );
  return lists.reduce((sum, list) => sum + list.length, 0);
}

/** The summary, the lists and the problems of a preview or a commit. */
function RosterResult({ roster }: { roster: TRosterResult }) {
  const t = useText(rostersText);
  // A grid whose column may shrink below its tables' width, so a wide table scrolls inside it
  // rather than widening the card past a phone's screen.
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <RosterSummary roster={roster} />
      <RosterChanges roster={roster} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 650 }}>
        {roster.problems.length > 0
          ? t('problemsCount', { count: formatNumber(roster.problems.length) })
          : t('problems')}
      </Typography>
      <RosterProblems problems={roster.problems} />
    </Box>
  );
}

/**
 * /admin/rosters (P47): the admin uploads the school's OneRoster 1.1 CSV zip, reads what it would
 * change and each problem with its file and line, then commits it. Nothing is saved before.
 */
export function RostersPage() {
  const t = useText(rostersText);
  const { enqueueSnackbar } = useSnackbar();
  const preview = useRosterImport();
  const commit = useRosterImport();
  const [file, setFile] = useState<File | null>(null);

  const choose = (chosen: File) => {
    setFile(chosen);
    commit.reset();
    preview.mutate({ file: chosen, commit: false });
  };
  const apply = () => {
    if (!file) return;
    commit.mutate(
      { file, commit: true },
      { onSuccess: () => enqueueSnackbar(rostersText.t('committed'), { variant: 'success' }) },
    );
  };
  const startOver = () => {
    setFile(null);
    preview.reset();
    commit.reset();
  };

  const previewed = preview.data;
  const committed = commit.data;
  const busy = preview.isPending || commit.isPending;

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Stack spacing={3}>
        <SectionCard title={t('uploadTitle')} description={t('uploadDescription')}>
          <ZipDropZone fileName={file?.name ?? null} disabled={busy} onFile={choose} />
          <Box role="status" aria-live="polite">
            {preview.isPending ? (
              <Typography variant="body2" color="text.secondary">
                {t('reading')}
              </Typography>
            ) : null}
          </Box>
          <ErrorList error={preview.error} />
        </SectionCard>

        {committed ? (
          <SectionCard title={t('committedTitle')}>
            <Alert severity="success" variant="outlined">
              {changeCount(committed) === 0
                ? t('nothingChanged')
                : t('saved', { count: formatNumber(changeCount(committed)) })}
            </Alert>
            <RosterResult roster={committed} />
            <Box>
              <Button variant="outlined" onClick={startOver}>
                {t('uploadAnother')}
              </Button>
            </Box>
          </SectionCard>
        ) : previewed ? (
          <SectionCard
            title={t('preview')}
            description={t('previewDescription', { file: file?.name ?? t('thisRoster') })}
          >
            <RosterResult roster={previewed} />
            {changeCount(previewed) === 0 ? (
              <Alert severity="info" variant="outlined">
                {t('wouldChangeNothing')}
              </Alert>
            ) : (
              <Box>
                <Button variant="contained" startIcon={<PublishIcon />} onClick={apply} disabled={busy}>
                  {commit.isPending ? t('committing') : t('commit')}
                </Button>
              </Box>
            )}
            <ErrorList error={commit.error} />
          </SectionCard>
        ) : preview.isPending ? null : (
          <Card>
            <EmptyState icon={<FolderZipIcon />} title={t('noRoster')} description={t('noRosterDescription')} />
          </Card>
        )}
      </Stack>
    </>
  );
}
