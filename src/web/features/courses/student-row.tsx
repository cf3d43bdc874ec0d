import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TStudentSummary } from '../../../shared/courses';
import { StudentActions } from './student-actions';
import type { TStudentDialogKind } from './page-dialog';
import { StudentBadges } from './student-badges';
import type { TNameOrder } from './student-form';

type TStudentRowProps = {
  student: TStudentSummary;
  order: TNameOrder;
  onOpen: (dialog: TStudentDialogKind) => void;
};

/** One student of an expanded course: username, name in the chosen order, badges, actions. */
export function StudentRow({ student, order, onOpen }: TStudentRowProps) {
  const [first, second] =
    order === 'last-first' ? [student.lastName, student.firstName] : [student.firstName, student.lastName];
  return (
    <Box
      role="listitem"
      aria-label={`${student.firstName} ${student.lastName}`}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 0.5,
        py: 1,
        px: { xs: 1, sm: 1.5 },
        borderRadius: 1,
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <Chip
        size="small"
        variant="outlined"
        label={student.username}
        sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 92, opacity: student.dropped ? 0.7 : 1 }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: '1 1 180px', minWidth: 0 }}>
        <Typography
          component="span"
          color={student.dropped ? 'text.secondary' : 'text.primary'}
          sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          title={`${first}${order === 'last-first' ? ', ' : ' '}${second}`}
        >
          <Box component="span" sx={{ fontWeight: 600 }}>
            {first}
          </Box>
          {order === 'last-first' ? ', ' : ' '}
          {second}
        </Typography>
        <StudentBadges student={student} />
      </Box>
      <Box sx={{ ml: 'auto' }}>
        <StudentActions student={student} onOpen={onOpen} />
      </Box>
    </Box>
  );
}
