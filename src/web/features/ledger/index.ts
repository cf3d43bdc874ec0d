import { dialogOnDemand } from '../../dialog-on-demand';

// What other features may use of the ledger: transactions (single and bulk) and bonus/fine
// presets. The dialogs download when first opened.
export const BulkTransactionDialog = dialogOnDemand(
  () => import('./bulk-transaction-dialog'),
  'BulkTransactionDialog',
  (props) => props.type !== null,
);
export const DeleteTransactionDialog = dialogOnDemand(
  () => import('./delete-transaction-dialog'),
  'DeleteTransactionDialog',
  (props) => props.transaction !== null,
);
export const ManagePresetsDialog = dialogOnDemand(
  () => import('./manage-presets-dialog'),
  'ManagePresetsDialog',
  (props) => props.kind !== null,
);
export type { TPresetKind } from './preset-queries';
export const TransactionDialog = dialogOnDemand(
  () => import('./transaction-dialog'),
  'TransactionDialog',
  (props) => props.target !== null,
);
export type { TTransactionDialogTarget } from './transaction-dialog';
export { TransactionsTable } from './transactions-table';
// The class view (Manage Accounts) gives a preset in one tap and undoes it from its snackbar.
export { usePresets } from './preset-queries';
export { useGivePreset, useUndoGift } from './give-points';
export type { TGift } from './give-points';
export { TYPE_LABEL } from './transaction-display';
