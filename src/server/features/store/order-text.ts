import type { TPurchase } from '../../../shared/store';
import { formatPoints } from '../../../shared/scoring';
import { idOf, isUuid } from '../../common/ids';
import type { LockedStudent } from '../../economy';
import { type Refused, refuse } from '../../outcome';
import type { NewNotification } from '../notifications';
import { serverStoreText } from './texts';
import { storedText, type TStoredText } from '../../i18n/stored-text';

/** The ledger's category of a store order, kept as a message: each reader reads it in their language. */
export const STORE_TYPE_TITLE = storedText(serverStoreText, 'storeType');

/** An order's lines and the words that describe an order: its ledger entry and its notifications. */
export type Line = { productId: string; quantity: number };
export type PricedLine = Line & { name: string; cost: number };

/**
 * The order's lines from the catalogue's shape: product ids and a map of quantities (one unit if
 * missing). Ids are compared as PostgreSQL writes them, in lower case, so one product sent in two
 * spellings is one line.
 */
export function linesOf(refs: Array<string | { _id: string }>, quantities: Record<string, number>): Line[] | null {
  const ids = [...new Set(refs.map((ref) => idOf(ref).toLowerCase()))];
  if (!ids.every(isUuid)) return null;
  const wanted = new Map(Object.entries(quantities).map(([id, n]) => [id.toLowerCase(), n]));
  // Sorted, so two orders lock the same products in the same order and can't deadlock.
  return ids.sort().map((productId) => ({ productId, quantity: wanted.get(productId) ?? 1 }));
}

/** 'Pencil, Notebook x2'. */
function listItems(lines: readonly { name: string; quantity: number }[]): string {
  return lines
    .map((l) =>
      l.quantity > 1
        ? serverStoreText.t('itemMany', { name: l.name, quantity: l.quantity })
        : serverStoreText.t('itemOne', { name: l.name }),
    )
    .join(serverStoreText.t('itemSeparator'));
}

/**
 * The ledger entry of an order: read in the reader's language like every line the system writes;
 * the items are listed in the language of whoever places it, cut short so the line stays one line.
 */
export function describeOrder(lines: PricedLine[]): TStoredText {
  const items = listItems(lines);
  return storedText(serverStoreText, 'ledgerOrder', { items: items.length > 120 ? `${items.slice(0, 119)}…` : items });
}

/**
 * What a teacher reads when a student places an order: read in their language when they read it; the
 * items are listed in the language the caller picks (the teacher's own).
 */
export function orderArrival(
  teacherId: string,
  student: Pick<LockedStudent, 'firstName' | 'lastName'>,
  lines: PricedLine[],
  total: number,
): NewNotification {
  return {
    userId: teacherId,
    type: 'info',
    title: storedText(serverStoreText, 'newOrderTitle'),
    content: storedText(serverStoreText, 'newOrderContent', {
      student: `${student.firstName} ${student.lastName}`,
      items: listItems(lines),
      total: formatPoints(total),
    }),
  };
}

/**
 * What a student reads when the teacher approves or declines their order: read in their language when
 * they read it; the items are listed in the language the caller picks (the student's own).
 */
export function orderDecision(
  studentId: string,
  purchase: TPurchase,
  status: 'approved' | 'declined',
): NewNotification {
  const items = listItems(purchase.products);
  if (status === 'approved') {
    return {
      userId: studentId,
      type: 'success',
      title: storedText(serverStoreText, 'approvedTitle'),
      content: storedText(serverStoreText, 'approvedContent', { items }),
    };
  }
  return {
    userId: studentId,
    type: 'warning',
    title: storedText(serverStoreText, 'declinedTitle'),
    content:
      purchase.total > 0
        ? storedText(serverStoreText, 'declinedRefundContent', { items, total: formatPoints(purchase.total) })
        : storedText(serverStoreText, 'declinedContent', { items }),
  };
}

/**
 * The per-student limit (P16): null when `quantity` more fits beside the `already` held on standing
 * orders, else what the student reads. A max of 0 means no limit.
 */
export function overLimit(
  product: { name: string; maxPurchaseQuantity: number },
  already: number,
  quantity: number,
): Refused | null {
  const max = product.maxPurchaseQuantity;
  if (max === 0 || already + quantity <= max) return null;
  return refuse(
    'CONFLICT',
    'quantities',
    already > 0
      ? serverStoreText.t('overLimitHeld', { name: product.name, max, already })
      : serverStoreText.t('overLimit', { name: product.name, max }),
  );
}
