import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { TTeacherSummary } from '../../../shared/teachers';
import { teacherKeys } from '../../api/query-keys';
import { formatDate } from '../../components/format';
import { useText } from '../../i18n/use-text';
import { schoolAccountText, UnlinkSchoolAccount } from '../auth';
import { teacherDisplayName } from './teacher-form';

/** Whether the teacher's school sign-in is linked to a provider account (P46), and the admin's unlink. */
export function TeacherSchoolAccount({ teacher }: { teacher: TTeacherSummary }) {
  const t = useText(schoolAccountText);
  const queryClient = useQueryClient();
  const boundAt = teacher.schoolAccountBoundAt;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Typography variant="body2">
        {boundAt ? t('linkedSentence', { date: formatDate(boundAt) }) : t('notLinkedSentence')}
      </Typography>
      {boundAt ? (
        <UnlinkSchoolAccount
          username={teacher.username}
          name={teacherDisplayName(teacher)}
          onUnlinked={() => void queryClient.invalidateQueries({ queryKey: teacherKeys.all })}
        />
      ) : null}
    </Box>
  );
}
