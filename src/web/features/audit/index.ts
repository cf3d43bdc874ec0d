export { AuditHistoryDialog } from './audit-history-dialog';
