import type { Tx } from '../src/server/db/transaction';
import { presets, scores, tasks, transactions } from '../src/server/db/schema';

/**
 * The demo school's economy: presets, two graded assignments per course and a few bonuses and
 * fines, so balances, the economy view and the assignment viewer have something to show.
 * Values are deterministic (they follow the student's position), so a demo looks the same every time.
 */
export async function seedDemoEconomy(
  tx: Tx,
  teacherId: string,
  courseIds: string[],
  students: Array<{ id: string; courseId: string | null }>,
): Promise<void> {
  await tx.insert(presets).values([
    { teacherId, kind: 'bonus', description: 'Helping a classmate', amount: 50 },
    { teacherId, kind: 'bonus', description: 'Participation', amount: 25 },
    { teacherId, kind: 'bonus', description: 'Perfect attendance week', amount: 100 },
    { teacherId, kind: 'fine', description: 'Late to class', amount: 20 },
    { teacherId, kind: 'fine', description: 'Phone out during class', amount: 30 },
  ]);

  for (const [c, courseId] of courseIds.entries()) {
    const made = await tx
      .insert(tasks)
      .values([
        { teacherId, courseId, slug: `demo-quiz-${c}`, title: 'Unit 1 Quiz', totalPoints: 20, multiplier: 1 },
        { teacherId, courseId, slug: `demo-lab-${c}`, title: 'Lab Report', totalPoints: 50, multiplier: 2 },
      ])
      .returning({ id: tasks.id, totalPoints: tasks.totalPoints });
    const enrolled = students.filter((s) => s.courseId === courseId);
    for (const task of made) {
      await tx.insert(scores).values(
        enrolled.map((s, i) => ({
          taskId: task.id,
          studentId: s.id,
          // Spread from 100 % down to 55 % so every band and grade shows up.
          value: Math.round(task.totalPoints * (1 - ((i * 7) % 10) * 0.05)),
        })),
      );
    }
  }

  const entries = students.flatMap((s, i) =>
    [
      ...(i % 3 === 0 ? [{ type: 'bonus' as const, amount: 50, description: 'Helping a classmate' }] : []),
      ...(i % 5 === 0 ? [{ type: 'fine' as const, amount: 20, description: 'Late to class' }] : []),
    ].map((e) => ({ ...e, teacherId, studentId: s.id, createdBy: teacherId })),
  );
  if (entries.length > 0) await tx.insert(transactions).values(entries);
}
