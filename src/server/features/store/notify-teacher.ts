import type { Mailer } from '../../integrations/mail/mailer';
import { inLanguage } from '../../i18n/text-host';
import { orderEmail } from './order-email';
import type { OrderNotice } from './purchases.service';

/**
 * Sends the teacher the order e-mail when they asked for store notifications (P23), in the
 * teacher's own language (P51), read with the settings that name the address.
 */
export async function notifyTeacherOfOrder(
  mailer: Mailer,
  { notifications, teacherLanguage, purchase }: OrderNotice,
): Promise<void> {
  if (!notifications.enabled.forStore || !notifications.email) return;
  const to = notifications.email;
  await mailer.send(inLanguage(teacherLanguage, () => orderEmail(to, purchase)));
}
