import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { TRosterCourse, TRosterEnrollment, TRosterPerson, TRosterResult } from '../../../shared/rosters';
import { formatNumber } from '../../components/format';
import { useText } from '../../i18n/use-text';
import { rostersText } from './texts';

/** A list this long is a lot to scroll; the rest is counted, and the summary has every number. */
const SHOWN = 200;

const FIELD_WORDS: Readonly<Record<string, keyof typeof rostersText.messages>> = {
  firstName: 'fieldFirstName',
  lastName: 'fieldLastName',
  email: 'fieldEmail',
  sourcedId: 'fieldSourcedId',
  name: 'fieldName',
  period: 'fieldPeriod',
};
function fieldWord(field: string): string {
  const word = FIELD_WORDS[field];
  return word ? rostersText.t(word) : field;
}
const changesLine = (changes: string[]) =>
  changes.length === 0 ? undefined : rostersText.t('changes', { fields: changes.map(fieldWord).join(', ') });

type TLine = { key: string; primary: string; secondary?: string };

const personWords = (p: { lastName: string; firstName: string; username: string }) =>
  rostersText.t('person', { lastName: p.lastName, firstName: p.firstName, username: p.username });
const courseWords = (c: { name: string; period: number }) =>
  rostersText.t('course', { name: c.name, period: c.period });
const teacherWords = (teacher: string) => rostersText.t('teacher', { teacher });

const personLine = (p: TRosterPerson): TLine => ({
  key: p.sourcedId || p.username,
  primary: personWords(p),
  secondary: [p.email, changesLine(p.changes)].filter(Boolean).join(' · ') || undefined,
});
const courseLine = (c: TRosterCourse): TLine => ({
  key: c.sourcedId,
  primary: courseWords(c),
  secondary: [teacherWords(c.teacher), changesLine(c.changes)].filter(Boolean).join(' · '),
});
const enrollmentLine = (e: TRosterEnrollment): TLine => ({
  key: `${e.course.sourcedId}|${e.student.username}`,
  primary: personWords(e.student),
  secondary: `${courseWords(e.course)} · ${teacherWords(e.teacher)}`,
});

/** One kind of change, folded: its title and count, and its lines when opened. */
function ChangeList({ title, lines }: { title: string; lines: TLine[] }) {
  const t = useText(rostersText);
  const id = useId();
  return (
    <Accordion
      variant="outlined"
      disableGutters
      slots={{ heading: 'h3' }}
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ '&:not(:last-child)': { borderBottom: 0 } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-summary`} aria-controls={`${id}-details`}>
        <Typography sx={{ fontWeight: 600 }}>{t('listTitle', { title, count: formatNumber(lines.length) })}</Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-details`} sx={{ pt: 0 }}>
        <List dense disablePadding aria-label={title}>
          {lines.slice(0, SHOWN).map((line) => (
            <ListItem key={line.key} disableGutters>
              <ListItemText
                primary={line.primary}
                secondary={line.secondary}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
        {lines.length > SHOWN ? (
          <Typography variant="body2" color="text.secondary">
            {t('andMore', { count: formatNumber(lines.length - SHOWN) })}
          </Typography>
        ) : null}
      </AccordionDetails>
    </Accordion>
  );
}

/** What the roster changes (or changed), list by list; kinds with nothing in them are left out. */
export function RosterChanges({ roster }: { roster: TRosterResult }) {
  const t = useText(rostersText);
  const lists: [string, TLine[]][] = [
    [t('newTeachers'), roster.teachers.create.map(personLine)],
    [t('teachersUpdated'), roster.teachers.update.map(personLine)],
    [t('newCourses'), roster.courses.create.map(courseLine)],
    [t('coursesUpdated'), roster.courses.update.map(courseLine)],
    [t('newStudents'), roster.students.create.map(personLine)],
    [t('studentsUpdated'), roster.students.update.map(personLine)],
    [t('studentsDropped'), roster.students.drop.map(personLine)],
    [t('studentsRestored'), roster.students.restore.map(personLine)],
    [t('newEnrollments'), roster.enrollments.create.map(enrollmentLine)],
    [t('enrollmentsPutBack'), roster.enrollments.update.map(enrollmentLine)],
    [t('enrollmentsDropped'), roster.enrollments.drop.map(enrollmentLine)],
    [t('enrollmentsRestored'), roster.enrollments.restore.map(enrollmentLine)],
  ];
  const shown = lists.filter(([, lines]) => lines.length > 0);
  if (shown.length === 0) return null;
  return (
    <Box>
      {shown.map(([title, lines]) => (
        <ChangeList key={title} title={title} lines={lines} />
      ))}
    </Box>
  );
}
