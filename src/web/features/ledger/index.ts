import { dialogOnDemand } from '../../dialog-on-demand';

// What other features may use of the ledger: transactions (single and bulk) and bonus/fine
// presets. The dialogs download when first opened.
// The names the dialogs' modules export them by (not texts).
const BULK_TRANSACTION_DIALOG = 'BulkTransactionDialog';
const DELETE_TRANSACTION_DIALOG = 'DeleteTransactionDialog';
const MANAGE_PRESETS_DIALOG = 'ManagePresetsDialog';
const TRANSACTION_DIALOG = 'TransactionDialog';
export const BulkTransactionDialog = dialogOnDemand(
  () => import('./bulk-transaction-dialog'),
  BULK_TRANSACTION_DIALOG,
  (props) => props.type !== null,
);
export const DeleteTransactionDialog = dialogOnDemand(
  () => import('./delete-transaction-dialog'),
  DELETE_TRANSACTION_DIALOG,
  (props) => props.transaction !== null,
);
export const ManagePresetsDialog = dialogOnDemand(
  () => import('./manage-presets-dialog'),
  MANAGE_PRESETS_DIALOG,
  (props) => props.kind !== null,
);
export type { TPresetKind } from './preset-queries';
export const TransactionDialog = dialogOnDemand(
  () => import('./transaction-dialog'),
  TRANSACTION_DIALOG,
  (props) => props.target !== null,
);
export type { TTransactionDialogTarget } from './transaction-dialog';
export { TransactionsTable } from './transactions-table';
// The class view (Manage Accounts) gives a preset in one tap and undoes it from its snackbar.
export { usePresets } from './preset-queries';
export { useGivePreset, useUndoGift } from './give-points';
export type { TGift } from './give-points';
export { TYPE_LABEL_KEY } from './transaction-display';
export { ledgerHistoryText } from './history/texts';
