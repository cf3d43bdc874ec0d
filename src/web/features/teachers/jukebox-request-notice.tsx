import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import type { TTeacherSummary } from '../../../shared/teachers';
import { formatDateTime } from '../../components/format';
import { teachersText } from './texts';
import { useText } from '../../i18n/use-text';

/** A request the admin has not answered yet: asked for, and not yet granted. */
function waiting(teacher: TTeacherSummary) {
  return teacher.jukeboxRequest !== null && !teacher.permissions.jukebox;
}

/** On the closed accordion, so a waiting request is seen without opening every teacher. */
export function JukeboxRequestChip({ teacher }: { teacher: TTeacherSummary }) {
  const t = useText(teachersText);
  return waiting(teacher) ? <Chip size="small" color="warning" label={t('jukeboxRequested')} /> : null;
}

/** Who asked and how to answer them (P37): the admin grants access with the switch beside it. */
export function JukeboxRequestNotice({ teacher }: { teacher: TTeacherSummary }) {
  const t = useText(teachersText);
  const request = teacher.jukeboxRequest;
  if (!request || !waiting(teacher)) return null;
  return (
    <Alert severity="info" variant="outlined" sx={{ flexBasis: '100%' }}>
      {t('jukeboxRequest', { name: request.name, email: request.email, when: formatDateTime(request.requestedAt) })}
    </Alert>
  );
}
