import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src/shared/settings';
import { makeAdmin, makeCourse, makeStudent, makeTeacher, type MadeUser, signIn } from '../support/factories';
import { type ApiClient, createTestApp, type TestApp } from '../support/test-app';

// P51: the admin's CSV export of a teacher (seed 001 section 2) titles its sections and columns in
// the admin's language; the notification of a bonus or fine is written in its student's.
let t: TestApp;
let teacherUser: MadeUser;
let teacher: ApiClient;
let admin: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  teacherUser = await makeTeacher(t.database.db, { settings: { ...defaultSettings(), fines: { enabled: true } } });
  teacher = await signIn(t.app, teacherUser.username);
  admin = await signIn(t.app, (await makeAdmin(t.database.db)).username);
});
afterAll(() => t.close());

async function exported(language: string): Promise<string[]> {
  const answer = await admin
    .acceptingLanguage(language)
    .get<string>(`/api/users/teacher/${teacherUser.username}/export`);
  expect(answer.status).toBe(200);
  return String(answer.body).split('\r\n');
}

describe('the teacher export', () => {
  it("titles its sections and columns in the admin's language, English as before", async () => {
    const course = await makeCourse(t.database.db, teacherUser.id);
    await makeStudent(t.database.db, teacherUser.id, { courseId: course.id });
    const spanish = await exported('es-MX,es;q=0.9');
    expect(spanish[0]).toBe('Estudiantes');
    expect(spanish[1]).toBe(
      'Nombre de usuario,Nombre,Apellido,Curso,Periodo,Dado de baja,Prime,Saldo,Evaluaciones,Bonificaciones,Multas,Compras',
    );
    expect(spanish).toContain('Movimientos');
    expect(spanish).toContain('Fecha,Nombre de usuario,Tipo,Cantidad,Descripción,Título del tipo,Creado por');

    const english = await exported('en-US');
    expect(english.slice(0, 2)).toEqual([
      'Students',
      'Username,First name,Last name,Course,Period,Dropped,Prime,Balance,Assessments,Bonuses,Fines,Purchases',
    ]);
    expect(english).toContain('Transactions');
    expect(english).toContain('Date,Username,Type,Amount,Description,Type title,Created by');
  });
});

describe("a bonus's or a fine's notification", () => {
  it("is written in the language its student chose, English when they chose none, whatever the teacher's", async () => {
    const course = await makeCourse(t.database.db, teacherUser.id);
    const ana = await makeStudent(t.database.db, teacherUser.id, { courseId: course.id, language: 'es' });
    const ben = await makeStudent(t.database.db, teacherUser.id, { courseId: course.id });
    const spanishTeacher = teacher.acceptingLanguage('es');
    for (const [type, amount] of [
      ['bonus', 1500],
      ['fine', 3],
    ] as const) {
      const bulk = await spanishTeacher.post('/api/transactions/bulk', {
        transactions: { students: [ana.id, ben.id], amount, description: 'Lab', type },
      });
      expect(bulk.status).toBe(201);
    }
    const titles = async (username: string) => {
      const answer = await (
        await signIn(t.app, username)
      ).get<{ notifications: { title: string }[] }>('/api/notifications');
      return answer.body.notifications.map((n) => n.title).sort();
    };
    expect(await titles(ana.username)).toEqual(['Bonificación: +1,500 pts', 'Multa: -3 pts']);
    expect(await titles(ben.username)).toEqual(['Bonus: +1,500 pts', 'Fine: -3 pts']);
  });
});
