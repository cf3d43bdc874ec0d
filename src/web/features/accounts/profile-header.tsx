import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import { Tooltip } from '../../components/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { TStudentAccount } from '../../../shared/ledger';
import { isBuilt } from '../../built-features';
import { fullName, initialsOf, periodLabel } from '../courses';
import { useText } from '../../i18n/use-text';
import { accountViewText } from './account-view/texts';

type TProfileHeaderProps = {
  student: TStudentAccount['student'];
  /** Prime is shown only while the teacher has Prime on. */
  primeEnabled: boolean;
  /** The notification center (a student's own page) or the teacher's action icons. */
  actions?: ReactNode;
  /** h1 on the student's own page; h2 under the teacher's page title. */
  headingLevel?: 'h1' | 'h2';
};

/** Seed 000 section 2: name, Prime and anonymous icons, a 'dropped' chip, course and period, username. */
export function ProfileHeader({ student, primeEnabled, actions, headingLevel = 'h2' }: TProfileHeaderProps) {
  const t = useText(accountViewText);
  const prime = primeEnabled && student.hasPrime;
  return (
    <Card component="section" aria-label={t('studentProfile')}>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, '&:last-child': { pb: 2 } }}>
        <Avatar
          aria-hidden
          sx={{
            width: 56,
            height: 56,
            fontWeight: 700,
            bgcolor: prime ? 'secondary.main' : 'primary.main',
            color: prime ? 'secondary.contrastText' : 'primary.contrastText',
          }}
        >
          {initialsOf(student)}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: '1 1 160px' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h5" component={headingLevel} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {fullName(student)}
            </Typography>
            {prime ? (
              <Tooltip title={t('primeMember')}>
                <WorkspacePremiumIcon color="secondary" titleAccess={t('primeMember')} />
              </Tooltip>
            ) : null}
            {student.anonymousSongs && isBuilt('songs') ? (
              <Tooltip title={t('requestsAnonymously')}>
                <VisibilityOffIcon color="action" titleAccess={t('anonymousRequests')} />
              </Tooltip>
            ) : null}
            {student.dropped ? <Chip size="small" color="error" label={t('dropped')} /> : null}
          </Box>
          <Typography color="text.secondary" variant="body2">
            {student.course ? periodLabel(student.course) : t('notEnrolled')}
          </Typography>
          <Typography color="text.secondary" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {student.username}
          </Typography>
        </Box>
        {actions ? (
          // On a phone the actions take a row of their own, wide enough for their words.
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, ml: 'auto', flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
          >
            {actions}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
