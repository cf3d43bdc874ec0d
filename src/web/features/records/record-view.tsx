import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { TStudentRecord } from '../../../shared/privacy';
import { formatDate, formatDateTime } from '../../components/format';
import { AuditEntryDetails, auditTitle } from '../audit';
import { RecordEconomy } from './record-economy';
import { Facts, RecordCard } from './record-section';
import { RecordTable } from './record-table';
import { accessWord, actorWord } from './record-words';

/** Who reads the record: the student themself, their teacher (one economy), or the admin (all). */
export type TRecordReader = 'student' | 'teacher' | 'admin';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** What the access log lists (P44), as each reader's copy holds it. */
const READS_SUBTITLE: Record<TRecordReader, string> = {
  student: 'Each time a teacher or the admin opened your account page or this record.',
  teacher: "Your own reads of this student's account page and record.",
  admin: "Each time a teacher or the admin opened this student's account page or record.",
};

function AuditList({ audit }: { audit: TStudentRecord['audit'] }) {
  if (audit.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        None
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label="Changes">
      {audit.map((entry, index) => (
        <ListItem key={`${entry.at}-${index}`} disableGutters divider>
          <ListItemText
            primary={auditTitle(entry)}
            secondary={
              <AuditEntryDetails at={entry.at} by={entry.actor ? actorWord(entry.actor) : null} entry={entry} />
            }
          />
        </ListItem>
      ))}
    </List>
  );
}

/**
 * A student's record (P41) as a person reads it, on screen and on paper: who they are, each
 * teacher's economy of them, the changes made to their data, and who read it (P44).
 */
export function RecordView({ record, reader }: { record: TStudentRecord; reader: TRecordReader }) {
  const { student } = record;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <RecordCard title="Account">
        <Facts
          facts={[
            { term: 'Joined', value: formatDate(student.createdAt) },
            { term: 'Dark mode', value: yesNo(student.darkMode) },
            { term: 'Anonymous song requests', value: yesNo(student.anonymousSongs) },
            { term: 'School e-mail', value: student.email ?? 'None' },
            { term: 'Roster id', value: student.sourcedId ?? 'None' },
          ]}
        />
      </RecordCard>
      {record.economies.length === 0 ? (
        <RecordCard title="Classes">
          <Typography variant="body2" color="text.secondary">
            None
          </Typography>
        </RecordCard>
      ) : (
        record.economies.map((economy, index) => <RecordEconomy key={index} economy={economy} />)
      )}
      <RecordCard title="Audit" subtitle="Changes made to this data, by whom and when.">
        <AuditList audit={record.audit} />
      </RecordCard>
      <RecordCard title="Who read this record" subtitle={READS_SUBTITLE[reader]}>
        <RecordTable
          label="Who read this record"
          columns={[{ header: 'Date' }, { header: 'Who' }, { header: 'What' }]}
          rows={record.accessLog.map((entry, index) => ({
            key: `${entry.at}-${index}`,
            cells: [formatDateTime(entry.at), actorWord(entry.actor), accessWord(entry.action)],
          }))}
        />
      </RecordCard>
      {/* A teacher's copy holds no sign-ins (P41): only the student and the admin see them. */}
      {reader === 'teacher' ? null : (
        <RecordCard title="Sign-ins" subtitle="Each device signed in, and when it was last used.">
          <RecordTable
            label="Sign-ins"
            columns={[{ header: 'Signed in' }, { header: 'Last used', labelled: true }]}
            rows={record.sessions.map((session, index) => ({
              key: `${session.createdAt}-${index}`,
              cells: [formatDateTime(session.createdAt), formatDateTime(session.lastUsedAt)],
            }))}
          />
        </RecordCard>
      )}
    </Box>
  );
}
