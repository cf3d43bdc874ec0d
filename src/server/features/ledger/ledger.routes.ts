import { z } from 'zod';
import {
  ZAuditEntry,
  ZPreset,
  ZPresetInput,
  ZTransaction,
  ZTransactionBulk,
  ZTransactionCreate,
  ZTransactionUpdate,
} from '../../../shared/ledger';
import type { Db } from '../../db/client';
import { defineRoute, type Route } from '../../http/route';
import { mapOutcome, notFound, ok } from '../../outcome';
import { readAudit } from '../audit';
import { findStudentOfTeacher } from '../../common/students.queries';
import type { LedgerService } from './ledger.service';
import type { PresetsService } from './presets.service';

const TEACHER = ['teacher'] as const;
const ZIdParams = z.object({ id: z.string().min(1).max(64) });

function presetRoutes(presets: PresetsService, kind: 'bonus' | 'fine', plural: 'bonuses' | 'fines'): Route[] {
  const Input = ZPresetInput(kind);
  const read = (body: Record<string, unknown>) => body[kind] as { description: string; amount: number };
  return [
    defineRoute({
      method: 'GET',
      url: `/api/${plural}`,
      summary: `Your ${kind} presets, by description`,
      tag: plural,
      access: TEACHER,
      response: z.object({ [plural]: z.array(ZPreset) }),
      handler: async ({ actor }) => ok({ [plural]: await presets.list(actor, kind) }),
    }),
    defineRoute({
      method: 'POST',
      url: `/api/${plural}`,
      summary: `Add a ${kind} preset`,
      tag: plural,
      access: TEACHER,
      body: Input,
      bodyKey: kind,
      successStatus: 201,
      response: z.object({ [kind]: ZPreset }),
      handler: async ({ actor, body }) => ok({ [kind]: await presets.create(actor, kind, read(body)) }),
    }),
    defineRoute({
      method: 'PUT',
      url: `/api/${plural}/:id`,
      summary: `Edit a ${kind} preset`,
      tag: plural,
      access: TEACHER,
      params: ZIdParams,
      body: Input,
      bodyKey: kind,
      response: z.object({ [kind]: ZPreset }),
      handler: async ({ actor, params, body }) =>
        mapOutcome(await presets.update(actor, kind, params.id, read(body)), (preset) => ({ [kind]: preset })),
    }),
    defineRoute({
      method: 'DELETE',
      url: `/api/${plural}/:id`,
      summary: `Delete a ${kind} preset`,
      tag: plural,
      access: TEACHER,
      params: ZIdParams,
      handler: ({ actor, params }) => presets.remove(actor, kind, params.id),
    }),
  ];
}

export function ledgerRoutes(db: Db, ledger: LedgerService, presets: PresetsService): Route[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/api/transactions',
      summary: 'Add a bonus, fine or purchase for one of your students',
      tag: 'transactions',
      access: ['teacher', 'student'],
      body: ZTransactionCreate,
      bodyKey: 'transaction',
      successStatus: 201,
      response: z.object({ transaction: ZTransaction }),
      handler: async ({ actor, body }) => mapOutcome(await ledger.add(actor, body.transaction), (transaction) => ({ transaction })),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/transactions/bulk',
      summary: 'Add the same entry to many students: all or none',
      tag: 'transactions',
      access: TEACHER,
      body: ZTransactionBulk,
      bodyKey: 'transactions',
      successStatus: 201,
      response: z.object({ transactions: z.array(ZTransaction) }),
      handler: async ({ actor, body }) =>
        mapOutcome(await ledger.addBulk(actor, body.transactions), (transactions) => ({ transactions })),
    }),
    defineRoute({
      method: 'PUT',
      url: '/api/transactions/:id',
      summary: 'Edit an entry (kept in the audit trail)',
      tag: 'transactions',
      access: TEACHER,
      params: ZIdParams,
      body: ZTransactionUpdate,
      bodyKey: 'transaction',
      response: z.object({ transaction: ZTransaction }),
      handler: async ({ actor, params, body }) =>
        mapOutcome(await ledger.update(actor, params.id, body.transaction), (transaction) => ({ transaction })),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/api/transactions/:id',
      summary: 'Delete an entry (kept in the audit trail)',
      tag: 'transactions',
      access: TEACHER,
      params: ZIdParams,
      handler: ({ actor, params }) => ledger.remove(actor, params.id),
    }),
    defineRoute({
      method: 'GET',
      url: '/api/audit',
      summary: "The audit trail: who changed or removed what, for one student or all of yours",
      tag: 'transactions',
      access: TEACHER,
      query: z.object({ username: z.string().trim().max(80).optional() }),
      response: z.object({ entries: z.array(ZAuditEntry) }),
      async handler({ actor, query }) {
        if (!query.username) return ok({ entries: await readAudit(db, actor.id) });
        const student = await findStudentOfTeacher(db, actor.id, query.username);
        if (!student) return notFound('student');
        return ok({ entries: await readAudit(db, actor.id, student.id) });
      },
    }),
    ...presetRoutes(presets, 'bonus', 'bonuses'),
    ...presetRoutes(presets, 'fine', 'fines'),
  ];
}
