import type { Mailer, MailMessage } from '../../integrations/mail/mailer';
import type { SongNotice } from './songs.service';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The song-request e-mail to the teacher (seed 000 section 7, P23): the student's name, the title
 * and the artist. The teacher always sees the name, even for an anonymous request. Every value from
 * a person is escaped.
 */
export function songRequestEmail(
  to: string,
  notice: Pick<SongNotice, 'studentName' | 'title' | 'artist'>,
): MailMessage {
  const { studentName, title, artist } = notice;
  const text = `${studentName} requested a song: ${title} by ${artist}.`;
  const html = `<p>${escapeHtml(studentName)} requested a song: <strong>${escapeHtml(title)}</strong> by ${escapeHtml(artist)}.</p>`;
  return { to, subject: `New song request from ${studentName}`, text, html };
}

/** Sends the teacher the song-request e-mail when they asked for song notifications (P23). */
export async function notifyTeacherOfSong(mailer: Mailer, notice: SongNotice): Promise<void> {
  if (!notice.notifications.enabled.forSongs || !notice.notifications.email) return;
  await mailer.send(songRequestEmail(notice.notifications.email, notice));
}
