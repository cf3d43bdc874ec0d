/** The audit trail's public surface: other features record and read entries through these. */
export { type AuditRecord, auditedBy, readTrailOf, recordAudit, recordAudits } from './audit.service';
