import { and, eq, sql } from 'drizzle-orm';
import type { TPreset } from '../../../shared/ledger';
import type { Db } from '../../db/client';
import { presets } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome } from '../../outcome';
import { isUuid } from '../../common/ids';

type Kind = 'bonus' | 'fine';
type PresetInput = { description: string; amount: number };

const present = (row: typeof presets.$inferSelect): TPreset => ({
  _id: row.id,
  description: row.description,
  amount: row.amount,
});

/** Bonus and fine presets (seed 001 sections 3 and 7), sorted by description. */
export function createPresetsService(db: Db) {
  const own = (actor: Actor, kind: Kind, id: string) =>
    and(eq(presets.teacherId, actor.id), eq(presets.kind, kind), eq(presets.id, id));

  return {
    async list(actor: Actor, kind: Kind): Promise<TPreset[]> {
      const rows = await db
        .select()
        .from(presets)
        .where(and(eq(presets.teacherId, actor.id), eq(presets.kind, kind)))
        .orderBy(sql`lower(${presets.description})`, presets.amount);
      return rows.map(present);
    },
    async create(actor: Actor, kind: Kind, input: PresetInput): Promise<TPreset> {
      const [row] = await db
        .insert(presets)
        .values({ teacherId: actor.id, kind, ...input })
        .returning();
      if (!row) throw new Error('preset insert returned nothing');
      return present(row);
    },
    async update(actor: Actor, kind: Kind, id: string, input: PresetInput): Promise<Outcome<TPreset>> {
      if (!isUuid(id)) return notFound(kind);
      const [row] = await db
        .update(presets)
        .set(input)
        .where(own(actor, kind, id))
        .returning();
      return row ? ok(present(row)) : notFound(kind);
    },
    async remove(actor: Actor, kind: Kind, id: string): Promise<Outcome<undefined>> {
      if (!isUuid(id)) return notFound(kind);
      const [row] = await db
        .delete(presets)
        .where(own(actor, kind, id))
        .returning({ id: presets.id });
      return row ? ok(undefined) : notFound(kind);
    },
  };
}
export type PresetsService = ReturnType<typeof createPresetsService>;
