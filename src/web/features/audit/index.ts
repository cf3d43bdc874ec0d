import { dialogOnDemand } from '../../dialog-on-demand';

// The audit history dialog downloads when first opened.
export const AuditHistoryDialog = dialogOnDemand(
  () => import('./audit-history-dialog'),
  'AuditHistoryDialog',
  (props) => props.student !== null,
);
// A student's record (P41) lists the same entries in the same words.
export { AuditEntryDetails } from './audit-entry-details';
export { auditChanges, auditTitle } from './describe-audit-entry';
// Its texts, for a list that calls auditTitle itself (it waits for their translation, P51).
export { auditText } from './texts';
