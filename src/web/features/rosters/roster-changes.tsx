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

/** A list this long is a lot to scroll; the rest is counted, and the summary has every number. */
const SHOWN = 200;

const FIELD_WORDS: Record<string, string> = {
  firstName: 'first name',
  lastName: 'last name',
  email: 'e-mail',
  sourcedId: 'linked to the roster',
  name: 'name',
  period: 'period',
};
const changesLine = (changes: string[]) =>
  changes.length === 0 ? undefined : `Changes: ${changes.map((c) => FIELD_WORDS[c] ?? c).join(', ')}`;

type TLine = { key: string; primary: string; secondary?: string };

const personLine = (p: TRosterPerson): TLine => ({
  key: p.sourcedId || p.username,
  primary: `${p.lastName}, ${p.firstName} (${p.username})`,
  secondary: [p.email, changesLine(p.changes)].filter(Boolean).join(' · ') || undefined,
});
const courseLine = (c: TRosterCourse): TLine => ({
  key: c.sourcedId,
  primary: `${c.name}, period ${c.period}`,
  secondary: [`Teacher: ${c.teacher}`, changesLine(c.changes)].filter(Boolean).join(' · '),
});
const enrollmentLine = (e: TRosterEnrollment): TLine => ({
  key: `${e.course.sourcedId}|${e.student.username}`,
  primary: `${e.student.lastName}, ${e.student.firstName} (${e.student.username})`,
  secondary: `${e.course.name}, period ${e.course.period} · Teacher: ${e.teacher}`,
});

/** One kind of change, folded: its title and count, and its lines when opened. */
function ChangeList({ title, lines }: { title: string; lines: TLine[] }) {
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
        <Typography sx={{ fontWeight: 600 }}>
          {title} ({formatNumber(lines.length)})
        </Typography>
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
            And {formatNumber(lines.length - SHOWN)} more.
          </Typography>
        ) : null}
      </AccordionDetails>
    </Accordion>
  );
}

/** What the roster changes (or changed), list by list; kinds with nothing in them are left out. */
export function RosterChanges({ roster }: { roster: TRosterResult }) {
  const lists: [string, TLine[]][] = [
    ['New teachers', roster.teachers.create.map(personLine)],
    ['Teachers updated', roster.teachers.update.map(personLine)],
    ['New courses', roster.courses.create.map(courseLine)],
    ['Courses updated', roster.courses.update.map(courseLine)],
    ['New students', roster.students.create.map(personLine)],
    ['Students updated', roster.students.update.map(personLine)],
    ['Students dropped from every class', roster.students.drop.map(personLine)],
    ['Students restored', roster.students.restore.map(personLine)],
    ['New enrollments', roster.enrollments.create.map(enrollmentLine)],
    ['Enrollments put back', roster.enrollments.update.map(enrollmentLine)],
    ['Enrollments dropped', roster.enrollments.drop.map(enrollmentLine)],
    ['Enrollments restored', roster.enrollments.restore.map(enrollmentLine)],
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
