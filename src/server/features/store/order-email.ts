import { formatPoints } from '../../../shared/scoring';
import type { TPurchase } from '../../../shared/store';
import type { MailMessage } from '../../integrations/mail/mailer';
import { serverStoreText } from './texts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The store e-mail to the teacher (seed 001 section 7, P23): the student's name and the order as a
 * table — lines, subtotal, Prime discount when there is one, taxes and fees, total — amounts rounded
 * and shown as points. Every value from a person is escaped: a product named "<img …>" stays text.
 * Written in the language in scope: the caller wraps it in the teacher's (`inLanguage`, P51).
 */
export function orderEmail(to: string, order: TPurchase): MailMessage {
  const t = serverStoreText.t;
  const student = `${order.student.firstName} ${order.student.lastName}`;
  const lines = order.products.map((p) => ({ name: p.name, quantity: p.quantity, amount: p.cost * p.quantity }));
  const rows: Array<[string, string]> = [
    ...lines.map((l): [string, string] => [
      t('emailLine', { name: l.name, quantity: l.quantity }),
      formatPoints(l.amount),
    ]),
    [t('emailSubtotal'), formatPoints(order.subtotal)],
    ...(order.discount > 0
      ? [[t('emailDiscount'), t('minus', { amount: formatPoints(order.discount) })] as [string, string]]
      : []),
    [t('emailTaxes'), formatPoints(order.tax)],
    [t('emailTotal'), formatPoints(order.total)],
  ];
  const placed = t(order.sameDay ? 'emailPlacedSameDay' : 'emailPlaced', { student });
  const html = [
    `<p>${escapeHtml(placed)}</p>`,
    '<table cellpadding="6" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        // eslint-disable-next-line lingui/no-unlocalized-strings -- HTML markup, not a text
        `<tr><td style="border-bottom:1px solid #ddd">${escapeHtml(label)}</td><td style="border-bottom:1px solid #ddd;text-align:right">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
  ].join('\n');
  const text = [t('emailPlaced', { student }), ...rows.map(([label, value]) => `${label}: ${value}`)].join('\n');
  return { to, subject: t('emailSubject', { student }), text, html };
}
