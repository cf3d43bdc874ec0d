import { and, desc, eq, gte } from 'drizzle-orm';
import { destinationLabel, destinationsOf } from '../../../../shared/hall-rules';
import type { TPass } from '../../../../shared/hallpasses';
import { KIOSK_LOOKBACK_MS, type TKiosk, type TKioskPass, type TKioskView } from '../../../../shared/kiosks';
import type { Clock } from '../../../common/clock';
import { isUuid } from '../../../common/ids';
import type { Db } from '../../../db/client';
import { hallpasses, kiosks, kioskSessions } from '../../../db/hall-schema';
import { courses, users } from '../../../db/schema';
import { publish } from '../../../events';
import type { Actor } from '../../../http/actor';
import { notFound, ok, type Outcome, refuse } from '../../../outcome';
import { newSessionToken, hashSessionToken } from '../../../http/session-token';
import type { SettingsService } from '../../settings';
import { emergencyCovering, whoWasOut } from '../emergency.queries';
import { selectPasses } from '../hallpasses.queries';
import type { PassLifecycle } from '../pass-lifecycle';
import { hashKioskCode } from './kiosk-codes';
import { newTypedCode } from '../../../common/typed-codes';
import { formatTypedCode } from '../../../../shared/typed-codes';
import type { KioskActor } from './kiosk-session';
import { hallText } from '../../../../shared/hall-texts/texts';

/** A pass as the kiosk's board shows it: no username (with PINs off it starts a pass), no price. */
export function kioskPassOf(pass: TPass): TKioskPass {
  const { student, cost: _cost, createdBy: _createdBy, ...rest } = pass;
  return { ...rest, student: { _id: student._id, firstName: student.firstName, lastName: student.lastName } };
}

/**
 * P49: a teacher's classroom kiosks. Making one gives its code once; a device opening it gets a
 * kiosk session (its own cookie and table, apart from people's sessions), which can only make the
 * kiosk's calls for that one course. Turning a kiosk off deletes it and its sessions at once.
 */
export function createKiosksService(db: Db, clock: Clock, settings: SettingsService, lifecycle: PassLifecycle) {
  const kioskRows = (where: ReturnType<typeof eq>) =>
    db
      .select({
        id: kiosks.id,
        createdAt: kiosks.createdAt,
        lastSeenAt: kiosks.lastSeenAt,
        course: { _id: courses.id, name: courses.name, period: courses.period },
      })
      .from(kiosks)
      .innerJoin(courses, eq(courses.id, kiosks.courseId))
      .where(where)
      .orderBy(desc(kiosks.createdAt), desc(kiosks.id));

  const present = (row: Awaited<ReturnType<typeof kioskRows>>[number]): TKiosk => ({
    _id: row.id,
    course: row.course,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
  });

  return {
    async create(actor: Actor, courseId: string): Promise<Outcome<TKiosk & { code: string }>> {
      if (!isUuid(courseId)) return notFound('course');
      const [course] = await db
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.id, courseId), eq(courses.teacherId, actor.id)));
      if (!course) return notFound('course');
      // 49 random bits: a repeat is never expected, and the unique index would refuse it.
      const code = newTypedCode();
      const [made] = await db
        .insert(kiosks)
        .values({ teacherId: actor.id, courseId, codeHash: hashKioskCode(code), createdAt: clock.now() })
        .returning({ id: kiosks.id });
      if (!made) throw new Error('kiosk insert returned nothing');
      const [row] = await kioskRows(eq(kiosks.id, made.id));
      if (!row) return notFound('kiosk');
      return ok({ ...present(row), code: formatTypedCode(code) });
    },

    async list(actor: Actor): Promise<TKiosk[]> {
      return (await kioskRows(eq(kiosks.teacherId, actor.id))).map(present);
    },

    async revoke(actor: Actor, id: string): Promise<Outcome<undefined>> {
      if (!isUuid(id)) return notFound('kiosk');
      return db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(kiosks)
          .where(and(eq(kiosks.id, id), eq(kiosks.teacherId, actor.id)))
          .returning({ courseId: kiosks.courseId });
        if (!gone) return notFound('kiosk');
        // Its open screens (filed under its course) refresh, find no session, and say it was turned off.
        await publish(tx, { to: { course: gone.courseId }, event: 'passes' });
        return ok(undefined);
      });
    },

    /**
     * A device opens a kiosk by its code: a new kiosk session's token, for the cookie; none when the
     * device already holds a session of this kiosk (`current`: a reload keeps it).
     */
    async open(
      code: string,
      current: KioskActor | null,
    ): Promise<Outcome<{ token: string | null; kiosk: KioskActor }>> {
      const [kiosk] = await db
        .select({ id: kiosks.id, teacherId: kiosks.teacherId, courseId: kiosks.courseId })
        .from(kiosks)
        .where(eq(kiosks.codeHash, hashKioskCode(code)));
      if (!kiosk) return refuse('NOT_FOUND', 'code', hallText.t('unknownCode'));
      if (current?.id === kiosk.id) return ok({ token: null, kiosk: current });
      const token = newSessionToken();
      const tokenHash = hashSessionToken(token);
      const now = clock.now();
      await db.insert(kioskSessions).values({ tokenHash, kioskId: kiosk.id, createdAt: now });
      await db.update(kiosks).set({ lastSeenAt: now }).where(eq(kiosks.id, kiosk.id));
      return ok({ token, kiosk: { ...kiosk, sessionTokenHash: tokenHash } });
    },

    /** What the kiosk shows: its course, the class's destinations and rules, and the board. */
    async view(kiosk: KioskActor): Promise<Outcome<TKioskView>> {
      const [row] = await db
        .select({
          course: { _id: courses.id, name: courses.name, period: courses.period },
          teacherFirst: users.firstName,
          teacherLast: users.lastName,
        })
        .from(courses)
        .innerJoin(users, eq(users.id, courses.teacherId))
        .where(eq(courses.id, kiosk.courseId));
      if (!row) return refuse('UNAUTHENTICATED', 'kiosk', hallText.t('closed'));
      // A pass that ran out frees its place: the line moves before the board is read.
      await lifecycle.settle(kiosk.courseId);
      const { hallpass } = await settings.stored(kiosk.teacherId);
      const now = clock.now();
      const passes = await selectPasses(
        db,
        and(
          eq(hallpasses.courseId, kiosk.courseId),
          gte(hallpasses.createdAt, new Date(now.getTime() - KIOSK_LOOKBACK_MS)),
        ),
        now,
      );
      const emergency = (await emergencyCovering(db, kiosk.teacherId)).length > 0;
      const wasOut = emergency ? await whoWasOut(db, { teacherId: kiosk.teacherId, courseId: kiosk.courseId }) : [];
      return ok({
        _id: kiosk.id,
        emergency: {
          on: emergency,
          out: wasOut.map((o) => ({
            _id: o._id,
            firstName: o.student.firstName,
            lastName: o.student.lastName,
            destination: o.destination,
          })),
        },
        course: row.course,
        teacherName: `${row.teacherFirst} ${row.teacherLast}`.trim(),
        pinRequired: hallpass.kioskPin,
        passesOpen: hallpass.enabled && hallpass.allowStudentCreation,
        destinations: destinationsOf(hallpass).map((d) => ({
          name: destinationLabel(d.name),
          needsApproval: d.needsApproval,
        })),
        passes: passes.map(kioskPassOf),
      });
    },
  };
}
export type KiosksService = ReturnType<typeof createKiosksService>;
