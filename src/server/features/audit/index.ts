/** The audit trail's public surface: other features record and read entries through these. */
export { readAudit, recordAudit } from './audit.service';
