/** The audit trail's public surface: other features record and read entries through these. */
export { readTrailOf, recordAudit } from './audit.service';
