import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { TStudentRecord } from '../../../shared/privacy';
import { formatDate, formatDateTime } from '../../components/format';
import { useText } from '../../i18n/use-text';
import { AuditEntryDetails, auditText, auditTitle } from '../audit';
import { schoolAccountText } from '../auth';
import { RecordEconomy } from './record-economy';
import { Facts, RecordCard } from './record-section';
import { RecordTable } from './record-table';
import { accessWord, actorWord } from './record-words';
import { recordsText } from './texts';

/** Who reads the record: the student themself, their teacher (one economy), or the admin (all). */
export type TRecordReader = 'student' | 'teacher' | 'admin';

const yesNo = (value: boolean) => recordsText.t(value ? 'yes' : 'no');

/** What the access log lists (P44), as each reader's copy holds it. */
const READS_SUBTITLE: Record<TRecordReader, keyof typeof recordsText.messages> = {
  student: 'readsStudent',
  teacher: 'readsTeacher',
  admin: 'readsAdmin',
};

function AuditList({ audit }: { audit: TStudentRecord['audit'] }) {
  const t = useText(recordsText);
  useText(auditText); // auditTitle reads it
  if (audit.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('none')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label={t('changes')}>
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
  const t = useText(recordsText);
  const schoolAccount = useText(schoolAccountText);
  const { student } = record;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <RecordCard title={t('account')}>
        <Facts
          facts={[
            { term: t('joined'), value: formatDate(student.createdAt) },
            { term: t('darkMode'), value: yesNo(student.darkMode) },
            { term: t('anonymousSongRequests'), value: yesNo(student.anonymousSongs) },
            { term: t('schoolEmail'), value: student.email ?? t('none') },
            { term: t('rosterId'), value: student.sourcedId ?? t('none') },
            // A teacher's copy doesn't hold it (P41): only the student and the admin read it.
            ...(reader === 'teacher'
              ? []
              : [
                  {
                    term: schoolAccount('schoolAccount'),
                    value: student.schoolAccount
                      ? schoolAccount('linkedOn', { date: formatDate(student.schoolAccount.boundAt) })
                      : schoolAccount('notLinked'),
                  },
                ]),
          ]}
        />
      </RecordCard>
      {record.economies.length === 0 ? (
        <RecordCard title={t('classes')}>
          <Typography variant="body2" color="text.secondary">
            {t('none')}
          </Typography>
        </RecordCard>
      ) : (
        record.economies.map((economy, index) => <RecordEconomy key={index} economy={economy} />)
      )}
      <RecordCard title={t('audit')} subtitle={t('auditSubtitle')}>
        <AuditList audit={record.audit} />
      </RecordCard>
      <RecordCard title={t('whoRead')} subtitle={t(READS_SUBTITLE[reader])}>
        <RecordTable
          label={t('whoRead')}
          columns={[{ header: t('date') }, { header: t('who') }, { header: t('what') }]}
          rows={record.accessLog.map((entry, index) => ({
            key: `${entry.at}-${index}`,
            cells: [formatDateTime(entry.at), actorWord(entry.actor), accessWord(entry.action)],
          }))}
        />
      </RecordCard>
      {/* A teacher's copy holds no sign-ins (P41): only the student and the admin see them. */}
      {reader === 'teacher' ? null : (
        <RecordCard title={t('signIns')} subtitle={t('signInsSubtitle')}>
          <RecordTable
            label={t('signIns')}
            columns={[{ header: t('signedIn') }, { header: t('lastUsed'), labelled: true }]}
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
