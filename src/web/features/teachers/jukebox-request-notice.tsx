import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import type { TTeacherSummary } from '../../../shared/teachers';
import { formatDateTime } from '../../components/format';

/** A request the admin has not answered yet: asked for, and not yet granted. */
function waiting(teacher: TTeacherSummary) {
  return teacher.jukeboxRequest !== null && !teacher.permissions.jukebox;
}

/** On the closed accordion, so a waiting request is seen without opening every teacher. */
export function JukeboxRequestChip({ teacher }: { teacher: TTeacherSummary }) {
  return waiting(teacher) ? <Chip size="small" color="warning" label="Jukebox access requested" /> : null;
}

/** Who asked and how to answer them (P37): the admin grants access with the switch beside it. */
export function JukeboxRequestNotice({ teacher }: { teacher: TTeacherSummary }) {
  const request = teacher.jukeboxRequest;
  if (!request || !waiting(teacher)) return null;
  return (
    <Alert severity="info" variant="outlined" sx={{ flexBasis: '100%' }}>
      {request.name} ({request.email}) asked for jukebox access on {formatDateTime(request.requestedAt)}. Turn on the
      jukebox permission to grant it, then let them know by email.
    </Alert>
  );
}
