import { formatPoints } from '../../../shared/scoring';
import type { TPurchase } from '../../../shared/store';
import type { MailMessage } from '../../integrations/mail/mailer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The store e-mail to the teacher (seed 001 section 7, P23): the student's name and the order as a
 * table — lines, subtotal, Prime discount when there is one, taxes and fees, total — amounts rounded
 * and shown as points. Every value from a person is escaped: a product named "<img …>" stays text.
 */
export function orderEmail(to: string, order: TPurchase): MailMessage {
  const student = `${order.student.firstName} ${order.student.lastName}`;
  const lines = order.products.map((p) => ({ name: p.name, quantity: p.quantity, amount: p.cost * p.quantity }));
  const rows: Array<[string, string]> = [
    ...lines.map((l): [string, string] => [`${l.name} × ${l.quantity}`, formatPoints(l.amount)]),
    ['Subtotal', formatPoints(order.subtotal)],
    ...(order.discount > 0 ? [['Prime discount', `-${formatPoints(order.discount)}`] as [string, string]] : []),
    ['Taxes and fees', formatPoints(order.tax)],
    ['Total', formatPoints(order.total)],
  ];
  const html = [
    `<p>${escapeHtml(student)} placed an order in your class store${order.sameDay ? ' (Prime same-day delivery)' : ''}.</p>`,
    '<table cellpadding="6" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><td style="border-bottom:1px solid #ddd">${escapeHtml(label)}</td><td style="border-bottom:1px solid #ddd;text-align:right">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
  ].join('\n');
  const text = [
    `${student} placed an order in your class store.`,
    ...rows.map(([label, value]) => `${label}: ${value}`),
  ].join('\n');
  return { to, subject: `New order from ${student}`, text, html };
}
