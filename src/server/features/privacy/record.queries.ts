import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  courses,
  enrollments,
  jukeboxPlays,
  notifications,
  products,
  purchaseItems,
  purchases,
  rosterEnrollments,
  scores,
  songRequests,
  studentAccounts,
  tasks,
  transactions,
  users,
} from '../../db/schema';
import { readWorded } from '../../i18n/stored-text';
import { hallpasses, hallSeparationMembers, hallSeparations } from '../../db/hall-schema';

const iso = (at: Date) => at.toISOString();

/** Groups rows by their account, in the order read. */
function byAccount<T extends { accountId: string }>(rows: readonly T[]): Map<string, Omit<T, 'accountId'>[]> {
  const grouped = new Map<string, Omit<T, 'accountId'>[]>();
  for (const { accountId, ...rest } of rows) {
    const list = grouped.get(accountId) ?? [];
    list.push(rest);
    grouped.set(accountId, list);
  }
  return grouped;
}

/** The accounts themselves with their teacher and courses. */
export async function readAccounts(db: Db, accountIds: string[]) {
  const accounts = await db
    .select({
      id: studentAccounts.id,
      teacherId: studentAccounts.teacherId,
      dropped: studentAccounts.dropped,
      hasPrime: studentAccounts.hasPrime,
      primeExpiresAt: studentAccounts.primeExpiresAt,
      passAccommodation: studentAccounts.passAccommodation,
      teacher: { title: users.title, firstName: users.firstName, lastName: users.lastName },
    })
    .from(studentAccounts)
    .innerJoin(users, eq(users.id, studentAccounts.teacherId))
    .where(inArray(studentAccounts.id, accountIds))
    .orderBy(asc(users.lastName), asc(studentAccounts.id));
  const enrolled = await db
    .select({ accountId: enrollments.accountId, name: courses.name, period: courses.period })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(inArray(enrollments.accountId, accountIds))
    .orderBy(asc(courses.period), asc(courses.name));
  const rostered = await db
    .select({
      accountId: rosterEnrollments.accountId,
      name: courses.name,
      period: courses.period,
      since: rosterEnrollments.createdAt,
      droppedAt: rosterEnrollments.droppedAt,
    })
    .from(rosterEnrollments)
    .innerJoin(courses, eq(courses.id, rosterEnrollments.courseId))
    .where(inArray(rosterEnrollments.accountId, accountIds))
    .orderBy(asc(courses.period), asc(courses.name));
  const roster = rostered.map(({ accountId, name, period, since, droppedAt }) => ({
    accountId,
    course: { name, period },
    since: iso(since),
    droppedAt: droppedAt ? iso(droppedAt) : null,
  }));
  return { accounts, coursesOf: byAccount(enrolled), rosterOf: byAccount(roster) };
}

/**
 * Every economy row of these accounts, grouped by account, oldest first: the ledger, scores (of
 * removed assignments too: they are kept), passes, songs, orders with their lines, jukebox plays and
 * the notifications filed under each account.
 */
export async function readEconomyRows(db: Db, accountIds: string[]) {
  const [ledger, scored, passes, songs, orders, lines, plays, notices, separations] = await Promise.all([
    db
      .select({
        accountId: transactions.studentId,
        _id: transactions.id,
        type: transactions.type,
        amount: transactions.amount,
        description: transactions.description,
        typeTitle: transactions.typeTitle,
        wording: transactions.wording,
        source: transactions.source,
        createdAt: transactions.createdAt,
      })
      .from(transactions)
      .where(inArray(transactions.studentId, accountIds))
      .orderBy(asc(transactions.createdAt), asc(transactions.id)),
    db
      .select({
        accountId: scores.studentId,
        _id: scores.id,
        task: tasks.title,
        value: scores.value,
        totalPoints: tasks.totalPoints,
        multiplier: tasks.multiplier,
        createdAt: scores.createdAt,
        updatedAt: scores.updatedAt,
      })
      .from(scores)
      .innerJoin(tasks, eq(tasks.id, scores.taskId))
      .where(inArray(scores.studentId, accountIds))
      .orderBy(asc(scores.createdAt), asc(scores.id)),
    db
      .select({
        accountId: hallpasses.studentId,
        _id: hallpasses.id,
        destination: hallpasses.destination,
        duration: hallpasses.duration,
        cost: hallpasses.cost,
        createdBy: hallpasses.createdBy,
        state: hallpasses.state,
        startedAt: hallpasses.startedAt,
        returnedAt: hallpasses.returnedAt,
        createdAt: hallpasses.createdAt,
      })
      .from(hallpasses)
      .where(inArray(hallpasses.studentId, accountIds))
      .orderBy(asc(hallpasses.createdAt), asc(hallpasses.id)),
    // Not `removed_by`: it names the classmate who paid for the removal.
    db
      .select({
        accountId: songRequests.studentId,
        _id: songRequests.id,
        title: songRequests.title,
        artist: songRequests.artist,
        status: songRequests.status,
        statusDescription: songRequests.statusDescription,
        anonymous: songRequests.anonymous,
        cost: songRequests.cost,
        createdAt: songRequests.createdAt,
      })
      .from(songRequests)
      .where(inArray(songRequests.studentId, accountIds))
      .orderBy(asc(songRequests.createdAt), asc(songRequests.id)),
    db
      .select({
        accountId: purchases.studentId,
        _id: purchases.id,
        status: purchases.status,
        note: purchases.note,
        subtotal: purchases.subtotal,
        discount: purchases.discount,
        tax: purchases.tax,
        total: purchases.total,
        createdAt: purchases.createdAt,
      })
      .from(purchases)
      .where(inArray(purchases.studentId, accountIds))
      .orderBy(asc(purchases.createdAt), asc(purchases.id)),
    db
      .select({
        purchaseId: purchaseItems.purchaseId,
        name: products.name,
        quantity: purchaseItems.quantity,
        unitCost: purchaseItems.unitCost,
      })
      .from(purchaseItems)
      .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
      .innerJoin(products, eq(products.id, purchaseItems.productId))
      .where(inArray(purchases.studentId, accountIds))
      .orderBy(asc(products.name)),
    db
      .select({
        accountId: jukeboxPlays.studentId,
        _id: jukeboxPlays.id,
        kind: jukeboxPlays.kind,
        trackName: jukeboxPlays.trackName,
        artists: jukeboxPlays.artists,
        cost: jukeboxPlays.cost,
        createdAt: jukeboxPlays.createdAt,
      })
      .from(jukeboxPlays)
      .where(inArray(jukeboxPlays.studentId, accountIds))
      .orderBy(asc(jukeboxPlays.createdAt), asc(jukeboxPlays.id)),
    db
      .select({
        accountId: notifications.accountId,
        _id: notifications.id,
        type: notifications.type,
        title: notifications.title,
        content: notifications.content,
        wording: notifications.wording,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(inArray(notifications.accountId, accountIds))
      .orderBy(asc(notifications.createdAt), asc(notifications.id)),
    // The groups only: the other members are classmates, never named in a record.
    db
      .select({
        accountId: hallSeparationMembers.studentId,
        _id: hallSeparations.id,
        createdAt: hallSeparations.createdAt,
      })
      .from(hallSeparationMembers)
      .innerJoin(hallSeparations, eq(hallSeparations.id, hallSeparationMembers.separationId))
      .where(inArray(hallSeparationMembers.studentId, accountIds))
      .orderBy(asc(hallSeparations.createdAt), asc(hallSeparations.id)),
  ]);
  const linesOf = new Map<string, { name: string; quantity: number; unitCost: number }[]>();
  for (const { purchaseId, ...line } of lines) linesOf.set(purchaseId, [...(linesOf.get(purchaseId) ?? []), line]);
  const dated = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: iso(row.createdAt) });
  return {
    // The system's texts in the language of whoever reads the record (the request's).
    transactions: byAccount(
      ledger.map(({ wording, ...entry }) => ({
        ...dated(entry),
        description: readWorded(entry.description, wording, 'description'),
        typeTitle: entry.typeTitle === null ? null : readWorded(entry.typeTitle, wording, 'typeTitle'),
      })),
    ),
    scores: byAccount(scored.map((s) => ({ ...dated(s), updatedAt: iso(s.updatedAt) }))),
    passes: byAccount(
      passes.map((p) => ({
        ...dated(p),
        startedAt: p.startedAt ? iso(p.startedAt) : null,
        returnedAt: p.returnedAt ? iso(p.returnedAt) : null,
      })),
    ),
    separations: byAccount(separations.map(dated)),
    songs: byAccount(songs.map(dated)),
    purchases: byAccount(orders.map((o) => ({ ...dated(o), items: linesOf.get(o._id) ?? [] }))),
    jukebox: byAccount(plays.flatMap((p) => (p.accountId ? [{ ...dated(p), accountId: p.accountId }] : []))),
    notifications: byAccount(
      notices.flatMap(({ wording, ...n }) =>
        n.accountId
          ? [
              {
                ...dated(n),
                accountId: n.accountId,
                title: readWorded(n.title, wording, 'title'),
                content: readWorded(n.content, wording, 'content'),
              },
            ]
          : [],
      ),
    ),
  };
}
