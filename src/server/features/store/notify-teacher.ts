import type { Mailer } from '../../integrations/mail/mailer';
import { orderEmail } from './order-email';
import type { OrderNotice } from './purchases.service';

/** Sends the teacher the order e-mail when they asked for store notifications (P23). */
export async function notifyTeacherOfOrder(mailer: Mailer, { notifications, purchase }: OrderNotice): Promise<void> {
  if (!notifications.enabled.forStore || !notifications.email) return;
  await mailer.send(orderEmail(notifications.email, purchase));
}
