import { dialogOnDemand } from '../../dialog-on-demand';

// The audit history dialog downloads when first opened.
export const AuditHistoryDialog = dialogOnDemand(
  () => import('./audit-history-dialog'),
  'AuditHistoryDialog',
  (props) => props.student !== null,
);
