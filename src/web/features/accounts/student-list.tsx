import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { TStudentSummary } from '../../../shared/courses';
import { initialsOf, lastNameFirst } from '../courses';
import { useText } from '../../i18n/use-text';
import { accountViewText } from './account-view/texts';
import { accountsText } from './texts';

type TStudentListProps = {
  /** The course's active students, in order (seed 000 section 2: dropped students excluded). */
  students: TStudentSummary[];
  selected: string | null;
  primeEnabled: boolean;
  onSelect: (username: string) => void;
};

export function StudentList({ students, selected, primeEnabled, onSelect }: TStudentListProps) {
  const t = useText(accountsText);
  if (students.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {t('noStudents')}
      </Typography>
    );
  }
  return (
    <List dense aria-label={t('students')} sx={{ py: 0 }}>
      {students.map((student) => (
        <ListItem key={student._id} disablePadding>
          <ListItemButton
            selected={student.username === selected}
            aria-current={student.username === selected ? 'true' : undefined}
            onClick={() => onSelect(student.username)}
          >
            <ListItemAvatar sx={{ minWidth: 44 }}>
              {/* The initials repeat the name read just after: decoration for a screen reader. */}
              <Avatar
                aria-hidden
                sx={{
                  width: 32,
                  height: 32,
                  fontSize: 14,
                  bgcolor: student.username === selected ? 'primary.main' : undefined,
                }}
              >
                {initialsOf(student)}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={lastNameFirst(student)}
              secondary={student.username}
              slotProps={{ primary: { sx: { fontWeight: 500 } } }}
            />
            {primeEnabled && student.hasPrime ? (
              <WorkspacePremiumIcon fontSize="small" color="secondary" titleAccess={accountViewText.t('primeMember')} />
            ) : null}
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
