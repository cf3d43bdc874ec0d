import * as zod from 'zod';
import {
  ZAuditEntry,
  ZPreset,
  ZPresetInput,
  ZTransaction,
  ZTransactionBulk,
  ZTransactionCreate,
  ZTransactionUpdate,
} from '../ledger';
import { defineEndpoint } from './endpoint';
import { ZIdParams } from './params';

const ZTransactionAnswer = zod.object({ transaction: ZTransaction });

/** A bonus, fine or purchase for one of your students (a student: their own purchase). */
export const createTransaction = defineEndpoint({
  method: 'POST',
  path: '/api/transactions',
  body: ZTransactionCreate,
  bodyKey: 'transaction',
  response: ZTransactionAnswer,
  status: 201,
});

/** The same entry for many students, all or none. */
export const createTransactions = defineEndpoint({
  method: 'POST',
  path: '/api/transactions/bulk',
  body: ZTransactionBulk,
  bodyKey: 'transactions',
  response: zod.object({ transactions: zod.array(ZTransaction) }),
  status: 201,
});

export const updateTransaction = defineEndpoint({
  method: 'PUT',
  path: '/api/transactions/:id',
  params: ZIdParams,
  body: ZTransactionUpdate,
  bodyKey: 'transaction',
  response: ZTransactionAnswer,
});

export const deleteTransaction = defineEndpoint({ method: 'DELETE', path: '/api/transactions/:id', params: ZIdParams });

/** Who changed or removed what, for one student (`?username=`) or all of yours. */
export const auditTrail = defineEndpoint({
  method: 'GET',
  path: '/api/audit',
  query: zod.object({ username: zod.string().trim().max(80).optional() }),
  response: zod.object({ entries: zod.array(ZAuditEntry) }),
});

/** An object with one key, typed as that key (`{bonus: ...}`), which a computed key alone is not. */
const keyed = <K extends string, S extends zod.ZodType>(key: K, schema: S) =>
  zod.object({ [key]: schema } as Record<K, S>);

// Bonus and fine presets: `/api/bonuses` carries `{bonus}`, `/api/fines` carries `{fine}`.
export const listBonusPresets = defineEndpoint({
  method: 'GET',
  path: '/api/bonuses',
  response: keyed('bonuses', zod.array(ZPreset)),
});
export const createBonusPreset = defineEndpoint({
  method: 'POST',
  path: '/api/bonuses',
  body: ZPresetInput('bonus'),
  bodyKey: 'bonus',
  response: keyed('bonus', ZPreset),
  status: 201,
});
export const updateBonusPreset = defineEndpoint({
  method: 'PUT',
  path: '/api/bonuses/:id',
  params: ZIdParams,
  body: ZPresetInput('bonus'),
  bodyKey: 'bonus',
  response: keyed('bonus', ZPreset),
});
export const deleteBonusPreset = defineEndpoint({ method: 'DELETE', path: '/api/bonuses/:id', params: ZIdParams });

export const listFinePresets = defineEndpoint({
  method: 'GET',
  path: '/api/fines',
  response: keyed('fines', zod.array(ZPreset)),
});
export const createFinePreset = defineEndpoint({
  method: 'POST',
  path: '/api/fines',
  body: ZPresetInput('fine'),
  bodyKey: 'fine',
  response: keyed('fine', ZPreset),
  status: 201,
});
export const updateFinePreset = defineEndpoint({
  method: 'PUT',
  path: '/api/fines/:id',
  params: ZIdParams,
  body: ZPresetInput('fine'),
  bodyKey: 'fine',
  response: keyed('fine', ZPreset),
});
export const deleteFinePreset = defineEndpoint({ method: 'DELETE', path: '/api/fines/:id', params: ZIdParams });
