import { eq } from 'drizzle-orm';
import type * as zod from 'zod';
import { type TPass, type ZTeacherPassCreate } from '../../../shared/hallpasses';
import { type Clock, type TTimeZone } from '../../common/clock';
import type { Db } from '../../db/client';
import { hallpasses } from '../../db/hall-schema';
import { runInTransaction } from '../../db/transaction';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome } from '../../outcome';
import type { SettingsService } from '../settings';
import { selectPasses } from './hallpasses.queries';
import { createPassCorrections } from './pass-corrections';
import { createPassCreation } from './pass-creation';
import { createPassLifecycle } from './pass-lifecycle';
import { createPassReads } from './pass-reads';
import { createPassReport } from './pass-report';

type TeacherInput = zod.infer<typeof ZTeacherPassCreate>['pass'];

/**
 * Hallpasses (P18, P34, P39, P48): making a pass, what happens to it after, what the pages read, a
 * teacher's corrections and weekly report, each in its own file; this joins them into the service
 * the routes call.
 */
export function createHallpassesService(db: Db, clock: Clock, settings: SettingsService, timeZone: TTimeZone) {
  const creation = createPassCreation(clock, settings, timeZone);
  const lifecycle = createPassLifecycle(db, clock, settings);
  const reads = createPassReads(db, clock, settings, timeZone, lifecycle);
  const corrections = createPassCorrections(db, clock, settings);
  const weekly = createPassReport(db, clock, settings, timeZone);

  /** A pass as the API shows it, after the action that made or changed it. */
  const present = async (outcome: Outcome<string>): Promise<Outcome<TPass>> => {
    if (!outcome.ok) return outcome;
    const [pass] = await selectPasses(db, eq(hallpasses.id, outcome.value), clock.now());
    return pass ? ok(pass) : notFound('pass');
  };

  return {
    async create(actor: Actor, input: TeacherInput | null, destination?: string): Promise<Outcome<TPass>> {
      return present(
        await runInTransaction(db, (tx) =>
          actor.role === 'student' || !input
            ? creation.forStudent(tx, actor, destination)
            : creation.forTeacher(tx, actor, input),
        ),
      );
    },

    returnPass: async (actor: Actor, id: string) => present(await lifecycle.returnPass(actor, id)),
    approve: async (actor: Actor, id: string) => present(await lifecycle.approve(actor, id)),
    deny: lifecycle.deny,
    leave: lifecycle.leave,
    ...reads,
    ...corrections,
    // The kiosk (P49) makes and ends passes with the same rules, in its own transactions.
    creation,
    lifecycle,
    report: weekly.report,
  };
}
export type HallpassesService = ReturnType<typeof createHallpassesService>;
