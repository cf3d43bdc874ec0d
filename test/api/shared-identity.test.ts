import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TStudentSummary } from '../../src/shared/courses';
import type { TStudentAccount } from '../../src/shared/ledger';
import { defaultSettings } from '../../src/shared/settings';
import { makeAdmin, makeCourse, makeStudent, makeTeacher, signIn, TEST_PASSWORD } from '../support/factories';
import { giveBonus, makeProduct } from '../support/store-factories';
import { apiClient, createTestApp, type TestApp } from '../support/test-app';

/**
 * P40: a shared person's identity (names, password) is changed by the student, the admin, or a
 * teacher only while no other teacher has them: otherwise 403 'Another teacher also has this
 * student: ask the admin.' Issue 42 item 1: a teacher enrolled another teacher's student by number,
 * set their password, signed in as them and spent the other teacher's points.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REFUSAL = 'Another teacher also has this student: ask the admin.';

function storeSettings() {
  const s = defaultSettings();
  s.products = { ...s.products, enabled: true, storeEnabled: true, taxRate: 0 };
  return s;
}

async function twoTeachers() {
  const { db } = t.database;
  const owner = await makeTeacher(db, { settings: storeSettings() });
  const other = await makeTeacher(db);
  const ownCourse = await makeCourse(db, owner.id, 1, 'Biology');
  const otherCourse = await makeCourse(db, other.id, 2, 'Chemistry');
  const student = await makeStudent(db, owner.id, { courseId: ownCourse.id, firstName: 'Ines', lastName: 'Ortega' });
  await giveBonus(db, owner.id, student.id, 100);
  return {
    owner,
    other,
    ownCourse,
    otherCourse,
    student,
    asOwner: await signIn(t.app, owner.username),
    asOther: await signIn(t.app, other.username),
  };
}

const signInAnswer = (username: string, password: string) =>
  apiClient(t.app).post('/api/users/login', { user: { username, password } });

describe("a shared student's identity (P40)", () => {
  it("a teacher who enrols another teacher's student by number can neither set their password nor rename them", async () => {
    const s = await twoTeachers();
    // The takeover of issue 42: the other teacher adds the number alone, which enrols the person.
    const added = await s.asOther.post<{ user: TStudentSummary }>(`/api/users?courseId=${s.otherCourse.id}`, {
      user: { username: s.student.username },
    });
    expect(added.status).toBe(201);
    expect(added.body.user).toMatchObject({ firstName: 'Ines', lastName: 'Ortega', shared: true });

    const reset = await s.asOther.put(`/api/users/${s.student.username}`, { user: { password: 'taken-over-1' } });
    expect(reset.status).toBe(403);
    expect(reset.body).toEqual({ errors: { password: [REFUSAL] } });
    const renamed = await s.asOther.put(`/api/users/${s.student.username}`, {
      user: { firstName: 'Mallory', lastName: 'Ortega' },
    });
    expect(renamed.status).toBe(403);
    expect(renamed.body).toEqual({ errors: { firstName: [REFUSAL] } });
    // Both together are refused as one: the names don't change either.
    const both = await s.asOther.put(`/api/users/${s.student.username}`, {
      user: { lastName: 'Mallory', password: 'taken-over-1', passAccommodation: true },
    });
    expect(both.status).toBe(403);

    // The other teacher can't sign in as the student; the student still can, and their points are theirs.
    expect((await signInAnswer(s.student.username, 'taken-over-1')).status).toBe(401);
    const asStudent = await signIn(t.app, s.student.username, TEST_PASSWORD);
    const own = await asStudent
      .inCourse(s.ownCourse.id)
      .get<TStudentAccount>(`/api/scores?username=${s.student.username}`);
    expect(own.body.totals.balance).toBe(100);
    // The owner sees the names they knew, and that the student is shared now.
    const seen = await s.asOwner.get<TStudentAccount>(`/api/scores?username=${s.student.username}`);
    expect(seen.body.student).toMatchObject({ firstName: 'Ines', lastName: 'Ortega', shared: true });
    // The owner is refused too, now that another teacher has the student.
    const ownerReset = await s.asOwner.put(`/api/users/${s.student.username}`, { user: { password: 'new-pass-99' } });
    expect(ownerReset.status).toBe(403);
    // What is each teacher's own still changes, and the Edit dialog's unchanged names are no change.
    const edited = await s.asOther.put<{ user: TStudentSummary }>(`/api/users/${s.student.username}`, {
      user: { firstName: 'Ines', lastName: 'Ortega', passAccommodation: true },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.user).toMatchObject({ passAccommodation: true, firstName: 'Ines' });
  });

  it('says it in Spanish to a Spanish reader', async () => {
    const s = await twoTeachers();
    await s.asOther.post(`/api/users?courseId=${s.otherCourse.id}`, { user: { username: s.student.username } });
    const refused = await s.asOther
      .acceptingLanguage('es')
      .put(`/api/users/${s.student.username}`, { user: { password: 'taken-over-1' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      errors: { password: ['Otro docente también tiene a este estudiante: pídeselo al administrador.'] },
    });
  });

  it('their only teacher still renames them and resets their password', async () => {
    const s = await twoTeachers();
    const renamed = await s.asOwner.put<{ user: TStudentSummary }>(`/api/users/${s.student.username}`, {
      user: { firstName: 'Inés', password: 'fresh-pass-1' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.user).toMatchObject({ firstName: 'Inés', shared: false });
    expect((await signInAnswer(s.student.username, 'fresh-pass-1')).status).toBe(200);
  });

  it("the admin changes a shared student's names and password; a student cannot use that road", async () => {
    const s = await twoTeachers();
    await s.asOther.post(`/api/users?courseId=${s.otherCourse.id}`, { user: { username: s.student.username } });
    const asStudent = await signIn(t.app, s.student.username);
    const asAdmin = await signIn(t.app, (await makeAdmin(t.database.db)).username);
    const changed = await asAdmin.put<{ user: TStudentSummary }>(`/api/users/${s.student.username}`, {
      user: { firstName: 'Inés', password: 'admin-set-1' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.user).toMatchObject({ username: s.student.username, firstName: 'Inés', lastName: 'Ortega' });
    // A new password ends the student's sessions (P3) and opens the account.
    expect((await asStudent.get('/api/user')).status).toBe(401);
    expect((await signInAnswer(s.student.username, 'admin-set-1')).status).toBe(200);
    const tooShort = await asAdmin.put(`/api/users/${s.student.username}`, { user: { password: 'short' } });
    expect(tooShort.status).toBe(422);
    expect(Object.keys((tooShort.body as { errors: object }).errors)).toEqual(['password']);
    expect((await asAdmin.put('/api/users/99999999999', { user: { firstName: 'X' } })).status).toBe(404);
    const asStudentAgain = await signIn(t.app, s.student.username, 'admin-set-1');
    expect((await asStudentAgain.put(`/api/users/${s.student.username}`, { user: { firstName: 'Z' } })).status).toBe(
      403,
    );
  });

  it('an import or an add of a shared student never changes their names or password', async () => {
    const s = await twoTeachers();
    const imported = await s.asOther.post(`/api/users/import?courseId=${s.otherCourse.id}`, {
      users: [{ username: s.student.username, firstName: 'Mallory', lastName: 'Evil', password: 'taken-over-1' }],
    });
    expect(imported.status).toBe(200);
    const addedAgain = await s.asOther.post(`/api/users?courseId=${s.otherCourse.id}`, {
      user: { username: s.student.username, firstName: 'Mallory', lastName: 'Evil', password: 'taken-over-1' },
    });
    expect(addedAgain.status).toBe(422);
    const seen = await s.asOwner.get<TStudentAccount>(`/api/scores?username=${s.student.username}`);
    expect(seen.body.student).toMatchObject({ firstName: 'Ines', lastName: 'Ortega' });
    expect((await signInAnswer(s.student.username, 'taken-over-1')).status).toBe(401);
  });

  it("a rename racing another teacher's enrolment either happens before it or is refused, never half", async () => {
    for (let round = 0; round < 6; round++) {
      const s = await twoTeachers();
      const pencil = await makeProduct(t.database.db, s.owner.id, { name: 'Pencil', cost: 5, quantity: 10 });
      const asStudent = (await signIn(t.app, s.student.username)).inCourse(s.ownCourse.id);
      const [renamed, added, bought] = await Promise.all([
        s.asOwner.put(`/api/users/${s.student.username}`, { user: { lastName: `Renamed${round}` } }),
        s.asOther.post(`/api/users?courseId=${s.otherCourse.id}`, { user: { username: s.student.username } }),
        // The student spending in the owner's economy meanwhile: the account's lock comes before the person's.
        asStudent.post('/api/purchases', {
          purchase: { products: [pencil.id], quantities: { [pencil.id]: 1 }, note: '' },
        }),
      ]);
      expect(bought.status).toBe(201);
      expect(added.status).toBe(201);
      expect([200, 403]).toContain(renamed.status);
      const seen = await s.asOwner.get<TStudentAccount>(`/api/scores?username=${s.student.username}`);
      expect(seen.body.student.lastName).toBe(renamed.status === 200 ? `Renamed${round}` : 'Ortega');
      expect(seen.body.student.shared).toBe(true);
    }
  });
});
