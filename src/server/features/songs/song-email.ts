import { DEFAULT_LANGUAGE } from '../../../shared/i18n/languages';
import type { Mailer, MailMessage } from '../../integrations/mail/mailer';
import { inLanguage } from '../../i18n/text-host';
import type { SongNotice } from './song-requests';
import { serverSongsText } from './texts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The song-request e-mail to the teacher (seed 000 section 7, P23): the student's name, the title
 * and the artist, in the teacher's language (P51; none chosen: English). The teacher always sees
 * the name, even for an anonymous request. Every value from a person is escaped.
 */
export function songRequestEmail(
  to: string,
  notice: Pick<SongNotice, 'studentName' | 'title' | 'artist'> & Partial<Pick<SongNotice, 'teacherLanguage'>>,
): MailMessage {
  const { studentName, title, artist } = notice;
  return inLanguage(notice.teacherLanguage ?? DEFAULT_LANGUAGE, () => {
    const text = serverSongsText.t('emailText', { student: studentName, title, artist });
    const sentence = serverSongsText.t('emailText', {
      student: escapeHtml(studentName),
      title: `<strong>${escapeHtml(title)}</strong>`,
      artist: escapeHtml(artist),
    });
    return {
      to,
      subject: serverSongsText.t('emailSubject', { student: studentName }),
      text,
      html: `<p>${sentence}</p>`,
    };
  });
}

/** Sends the teacher the song-request e-mail when they asked for song notifications (P23). */
export async function notifyTeacherOfSong(mailer: Mailer, notice: SongNotice): Promise<void> {
  if (!notice.notifications.enabled.forSongs || !notice.notifications.email) return;
  await mailer.send(songRequestEmail(notice.notifications.email, notice));
}
