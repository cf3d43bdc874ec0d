/** P45: backup and restore of the whole installation (docs/backup.md). */
export { backupRoutes } from './backup.routes';
export { backupStream } from './backup-stream';
export { BACKUP_FORMAT_VERSION, BackupFileError } from './format';
export { NotEmptyError, restoreBackup, type RestoreSummary } from './restore';
export type { BackupSummary } from './dump';
