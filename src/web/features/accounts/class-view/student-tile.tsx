import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Avatar from '@mui/material/Avatar';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TStudentSummary } from '../../../../shared/courses';
import { formatPoints } from '../../../../shared/scoring';
import { initialsOf } from '../../courses';
import { accountViewText } from '../account-view/texts';

type TStudentTileProps = {
  student: TStudentSummary;
  /** Undefined while the balances load. */
  balance: number | undefined;
  /** In select mode a tap chooses the student (a toggle button); otherwise it opens the presets. */
  selecting: boolean;
  selected: boolean;
  showPrime: boolean;
  onPress: () => void;
};

/** One student of the class view: a big target with their name and balance (issue 28). */
export function StudentTile({ student, balance, selecting, selected, showPrime, onPress }: TStudentTileProps) {
  return (
    <ButtonBase
      focusRipple
      onClick={onPress}
      aria-pressed={selecting ? selected : undefined}
      className="cm-student-tile"
      sx={(theme) => ({
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'flex-start',
        gap: 0.5,
        minHeight: 120,
        p: 1.5,
        borderRadius: 2,
        border: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'action.selected' : 'background.paper',
        textAlign: 'center',
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      {selecting && selected ? (
        <CheckCircleIcon color="primary" fontSize="small" sx={{ position: 'absolute', top: 6, right: 6 }} />
      ) : null}
      {showPrime && student.hasPrime ? (
        <WorkspacePremiumIcon
          color="secondary"
          fontSize="small"
          titleAccess={accountViewText.t('primeMember')}
          sx={{ position: 'absolute', top: 6, left: 6 }}
        />
      ) : null}
      <Avatar aria-hidden sx={{ width: 40, height: 40, fontSize: 16, bgcolor: selected ? 'primary.main' : undefined }}>
        {initialsOf(student)}
      </Avatar>
      <Typography component="span" sx={{ fontWeight: 600, lineHeight: 1.2, overflowWrap: 'anywhere' }}>
        {student.firstName} {student.lastName}
      </Typography>
      {balance === undefined ? (
        <Skeleton width={56} aria-hidden />
      ) : (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
          {formatPoints(balance)}
        </Typography>
      )}
    </ButtonBase>
  );
}
