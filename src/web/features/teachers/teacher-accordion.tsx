import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { exportTeacherCsv } from '../../../shared/api/export';
import type { TTeacherSummary } from '../../../shared/teachers';
import { urlOf } from '../../api/client';
import { isBuilt } from '../../built-features';
import { DeleteTeacherDialog } from './delete-teacher-dialog';
import { EditTeacherDialog } from './edit-teacher-dialog';
import { JukeboxPermissionSwitch } from './jukebox-permission-switch';
import { JukeboxRequestChip, JukeboxRequestNotice } from './jukebox-request-notice';
import { TeacherCourses } from './teacher-courses';
import { TeacherSchoolAccount } from './teacher-school-account';
import { teacherDisplayName } from './teacher-form';
import { TeacherSettingsTable } from './teacher-settings-table';
import { TeacherStats } from './teacher-stats';
import { teachersText } from './texts';
import { useText } from '../../i18n/use-text';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ minWidth: 0 }}>
      <Typography
        variant="subtitle2"
        component="h3"
        color="text.secondary"
        sx={{ mb: 1, textTransform: 'uppercase', letterSpacing: '0.04em' }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** One teacher on Manage Teachers (seed 001 section 2). */
export function TeacherAccordion({ teacher }: { teacher: TTeacherSummary }) {
  const t = useText(teachersText);
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const name = teacherDisplayName(teacher);
  const summaryId = `teacher-${teacher.username}-summary`;

  return (
    <>
      {/* The summary is the page's second heading level (under 'Manage Teachers'); Courses and Settings inside are h3. */}
      <Accordion
        slots={{ heading: 'h2' }}
        slotProps={{ transition: { unmountOnExit: true } }}
        variant="outlined"
        sx={{ '&:not(:last-child)': { borderBottom: 0 } }}
      >
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id={summaryId}
          aria-controls={`teacher-${teacher.username}-details`}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
            <Chip size="small" variant="outlined" label={teacher.username} />
            {isBuilt('jukebox') ? <JukeboxRequestChip teacher={teacher} /> : null}
            <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
              {t('courseCounts', { courses: teacher.stats.courses, students: teacher.stats.students })}
            </Typography>
          </Box>
        </AccordionSummary>
        <AccordionDetails id={`teacher-${teacher.username}-details`} sx={{ display: 'grid', gap: 3 }}>
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t('schoolEmailOf', { email: teacher.email ?? t('emailNone') })}
            </Typography>
            <TeacherSchoolAccount teacher={teacher} />
          </Box>
          <TeacherStats stats={teacher.stats} />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Block title={t('courses')}>
              <TeacherCourses courses={teacher.courses} />
            </Block>
            <Block title={t('settings')}>
              <TeacherSettingsTable settings={teacher.settings} />
            </Block>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <Chip
              color={teacher.viewedChanges ? 'success' : 'default'}
              variant={teacher.viewedChanges ? 'filled' : 'outlined'}
              label={teacher.viewedChanges ? t('viewedWhatsNew') : t('notViewedWhatsNew')}
            />
            {isBuilt('jukebox') ? <JukeboxPermissionSwitch teacher={teacher} /> : null}
            {isBuilt('jukebox') ? <JukeboxRequestNotice teacher={teacher} /> : null}
          </Box>
          <Divider />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            {/* A plain link: the session cookie authorises the download and the browser saves the file. */}
            <Button
              component="a"
              href={urlOf(exportTeacherCsv, { params: { username: teacher.username } })}
              download
              startIcon={<DownloadIcon />}
              aria-label={t('exportNamed', { name })}
            >
              {t('export')}
            </Button>
            <Button startIcon={<EditIcon />} onClick={() => setDialog('edit')} aria-label={t('editNamed', { name })}>
              {t('edit')}
            </Button>
            <Button
              color="error"
              startIcon={<DeleteIcon />}
              onClick={() => setDialog('delete')}
              aria-label={t('deleteNamed', { name })}
            >
              {t('delete')}
            </Button>
          </Box>
        </AccordionDetails>
      </Accordion>
      {/* Beside the Accordion, not in it: its children are its collapsible region, unmounted when it
          closes, and the dialog must outlive that. */}
      {dialog === 'edit' ? <EditTeacherDialog teacher={teacher} open onClose={() => setDialog(null)} /> : null}
      <DeleteTeacherDialog teacher={teacher} open={dialog === 'delete'} onClose={() => setDialog(null)} />
    </>
  );
}
