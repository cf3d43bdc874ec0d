import * as zod from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * P45: the whole installation as a backup file (gzip-compressed JSON, docs/backup.md), the same
 * one `npm run backup` writes; admin only. The response schema only documents the bytes.
 */
export const downloadBackup = defineEndpoint({
  method: 'GET',
  path: '/api/admin/backup',
  response: zod.string(),
  contentType: 'application/gzip',
});
