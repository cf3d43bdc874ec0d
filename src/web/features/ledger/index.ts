// What other features may use of the ledger: transactions (single and bulk) and bonus/fine presets.
export { BulkTransactionDialog } from './bulk-transaction-dialog';
export { DeleteTransactionDialog } from './delete-transaction-dialog';
export { ManagePresetsDialog } from './manage-presets-dialog';
export type { TPresetKind } from './preset-queries';
export { TransactionDialog } from './transaction-dialog';
export type { TTransactionDialogTarget } from './transaction-dialog';
export { TransactionsTable } from './transactions-table';
