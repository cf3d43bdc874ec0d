import type { Mailer } from '../../integrations/mail/mailer';
import type { SettingsService } from '../settings/settings.service';
import { orderEmail } from './order-email';
import type { OrderNotice } from './purchases.service';

/** Sends the teacher the order e-mail when they asked for store notifications (P23). */
export async function notifyTeacherOfOrder(settings: SettingsService, mailer: Mailer, notice: OrderNotice): Promise<void> {
  const { notifications } = await settings.stored(notice.teacherId);
  if (!notifications.enabled.forStore || !notifications.email) return;
  await mailer.send(orderEmail(notifications.email, notice.purchase));
}
