import {
  auditTrail,
  createBonusPreset,
  createFinePreset,
  createTransaction,
  createTransactions,
  deleteBonusPreset,
  deleteFinePreset,
  deleteTransaction,
  listBonusPresets,
  listFinePresets,
  updateBonusPreset,
  updateFinePreset,
  updateTransaction,
} from '../../../shared/api/ledger';
import type { Db } from '../../db/client';
import { defineRoute, type Route } from '../../http/route';
import { mapOutcome, ok } from '../../outcome';
import { readTrailOf } from '../audit';
import type { LedgerService } from './ledger.service';
import type { PresetsService } from './presets.service';

const TEACHER = ['teacher'] as const;

function bonusPresetRoutes(presets: PresetsService): Route[] {
  const tag = 'bonuses';
  return [
    defineRoute(listBonusPresets, {
      summary: 'Your bonus presets, by description',
      tag,
      access: TEACHER,
      substitutes: true,
      // P60: a co-teacher gives the teacher's presets in the course shared with them.
      coTeachers: true,
      handler: async ({ actor }) => ok({ bonuses: await presets.list(actor, 'bonus') }),
    }),
    defineRoute(createBonusPreset, {
      summary: 'Add a bonus preset',
      tag,
      access: TEACHER,
      handler: async ({ actor, body }) => ok({ bonus: await presets.create(actor, 'bonus', body.bonus) }),
    }),
    defineRoute(updateBonusPreset, {
      summary: 'Edit a bonus preset',
      tag,
      access: TEACHER,
      handler: async ({ actor, params, body }) =>
        mapOutcome(await presets.update(actor, 'bonus', params.id, body.bonus), (bonus) => ({ bonus })),
    }),
    defineRoute(deleteBonusPreset, {
      summary: 'Delete a bonus preset',
      tag,
      access: TEACHER,
      handler: ({ actor, params }) => presets.remove(actor, 'bonus', params.id),
    }),
  ];
}

function finePresetRoutes(presets: PresetsService): Route[] {
  const tag = 'fines';
  return [
    defineRoute(listFinePresets, {
      summary: 'Your fine presets, by description',
      tag,
      access: TEACHER,
      substitutes: true,
      // P60: a co-teacher gives the teacher's presets in the course shared with them.
      coTeachers: true,
      handler: async ({ actor }) => ok({ fines: await presets.list(actor, 'fine') }),
    }),
    defineRoute(createFinePreset, {
      summary: 'Add a fine preset',
      tag,
      access: TEACHER,
      handler: async ({ actor, body }) => ok({ fine: await presets.create(actor, 'fine', body.fine) }),
    }),
    defineRoute(updateFinePreset, {
      summary: 'Edit a fine preset',
      tag,
      access: TEACHER,
      handler: async ({ actor, params, body }) =>
        mapOutcome(await presets.update(actor, 'fine', params.id, body.fine), (fine) => ({ fine })),
    }),
    defineRoute(deleteFinePreset, {
      summary: 'Delete a fine preset',
      tag,
      access: TEACHER,
      handler: ({ actor, params }) => presets.remove(actor, 'fine', params.id),
    }),
  ];
}

export function ledgerRoutes(db: Db, ledger: LedgerService, presets: PresetsService): Route[] {
  return [
    defineRoute(createTransaction, {
      summary: 'Add a bonus, fine or purchase for one of your students',
      tag: 'transactions',
      access: ['teacher', 'student'],
      substitutes: true,
      coTeachers: true,
      handler: async ({ actor, body }) =>
        mapOutcome(await ledger.add(actor, body.transaction), (transaction) => ({ transaction })),
    }),
    defineRoute(createTransactions, {
      summary: 'Add the same entry to many students: all or none',
      tag: 'transactions',
      access: TEACHER,
      coTeachers: true,
      handler: async ({ actor, body }) =>
        mapOutcome(await ledger.addBulk(actor, body.transactions), (transactions) => ({ transactions })),
    }),
    defineRoute(updateTransaction, {
      summary: 'Edit an entry (kept in the audit trail)',
      tag: 'transactions',
      access: TEACHER,
      handler: async ({ actor, params, body }) =>
        mapOutcome(await ledger.update(actor, params.id, body.transaction), (transaction) => ({ transaction })),
    }),
    defineRoute(deleteTransaction, {
      summary: 'Delete an entry (kept in the audit trail)',
      tag: 'transactions',
      access: TEACHER,
      handler: ({ actor, params }) => ledger.remove(actor, params.id),
    }),
    defineRoute(auditTrail, {
      summary: 'The audit trail: who changed or removed what, for one student or all of yours',
      tag: 'transactions',
      access: TEACHER,
      handler: ({ actor, query }) => readTrailOf(db, actor, query.username),
    }),
    ...bonusPresetRoutes(presets),
    ...finePresetRoutes(presets),
  ];
}
