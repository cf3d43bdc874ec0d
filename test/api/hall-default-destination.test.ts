import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { notifications, transactions } from '../../src/server/db/schema';
import type { THallStatus, TPass } from '../../src/shared/hallpasses';
import type { TStudentAccount } from '../../src/shared/ledger';
import { makeCourse, makeStudent, makeTeacher, type MadeUser, signIn } from '../support/factories';
import { denverApp } from '../support/denver-app';
import { hallSettings } from '../support/hall-settings';
import { giveBonus } from '../support/store-factories';
import type { ApiClient } from '../support/test-app';
import { appOver, installRelease, migrationsOfRelease, type OldInstallation } from '../support/upgrade';

// Spanish review 1.1 (issue 42): the default destination (stored as `restroom`) is read in each
// reader's language, in the API, the ledger and notifications; a teacher's own destinations read as
// they wrote them. The clock starts at 8:00 AM in Denver (TZ).
const { app } = denverApp('2026-11-23T15:00:00Z');
const installations: OldInstallation[] = [];
const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
  for (const installation of installations) await installation.discard();
});

async function classroom(destinations: { name: string; cost: number }[] = []) {
  const teacher = await makeTeacher(app().database.db, {
    settings: hallSettings({
      destinations: destinations.map((d) => ({ ...d, needsApproval: false, maxOut: 0 })),
      maxOut: 0,
    }),
  });
  const course = await makeCourse(app().database.db, teacher.id, 6);
  return { teacher, course, client: await signIn(app().app, teacher.username) };
}
async function pupil(teacher: MadeUser, courseId: string) {
  const student = await makeStudent(app().database.db, teacher.id, { courseId });
  await giveBonus(app().database.db, teacher.id, student.id, 100);
  return { student, client: await signIn(app().app, student.username) };
}
const hallNames = async (client: ApiClient) =>
  (await client.get<{ hall: THallStatus }>('/api/passes/hall')).body.hall.destinations.map((d) => d.name);
const passDestinations = async (client: ApiClient, username: string) =>
  (await client.get<{ passes: TPass[] }>(`/api/passes?username=${username}`)).body.passes.map((p) => p.destination);
const ledger = async (client: ApiClient, username: string) =>
  (await client.get<TStudentAccount>(`/api/scores?username=${username}`)).body.transactions.map((x) => x.description);
const notes = async (client: ApiClient) =>
  (await client.get<{ notifications: Array<{ content: string }> }>('/api/notifications')).body.notifications.map(
    (n) => n.content,
  );

describe('the default destination', () => {
  it('reads as each reader speaks: the hall, the pass, the ledger line and the refund notice', async () => {
    const { teacher, course, client } = await classroom();
    const kid = await pupil(teacher, course.id);
    const es = kid.client.acceptingLanguage('es');
    expect(await hallNames(kid.client)).toEqual(['restroom']);
    expect(await hallNames(es)).toEqual(['baño']);
    // The Spanish page sends back the word it showed.
    const made = await es.post<{ pass: TPass }>('/api/passes', { pass: { destination: 'baño' } });
    expect(made.status).toBe(201);
    expect(made.body.pass.destination).toBe('baño');
    expect(await passDestinations(client, kid.student.username)).toEqual(['restroom']);
    expect(await passDestinations(client.acceptingLanguage('es'), kid.student.username)).toEqual(['baño']);
    expect(await ledger(client, kid.student.username)).toContain('Hallpass: restroom (5 min)');
    expect(await ledger(client.acceptingLanguage('es'), kid.student.username)).toContain(
      'Pase de pasillo: baño (5 min)',
    );
    expect((await client.delete(`/api/passes/${made.body.pass._id}`)).status).toBe(204);
    expect(await notes(es)).toEqual(['Tu docente quitó tu pase de pasillo (baño). Se devolvieron 10 pts a tu cuenta.']);
    expect(await notes(kid.client)).toEqual([
      'Your teacher removed your hallpass (restroom). 10 pts returned to your account.',
    ]);
  });

  it('a Spanish-speaking teacher\'s "baño" is the default, read as restroom in English', async () => {
    const { teacher, course, client } = await classroom();
    const kid = await pupil(teacher, course.id);
    const made = await client.acceptingLanguage('es').post<{ pass: TPass }>('/api/passes', {
      pass: { student: kid.student.id, destination: 'Baño', duration: 5, createdBy: 'Ms. T', cost: 0 },
    });
    expect(made.status).toBe(201);
    expect(await passDestinations(kid.client, kid.student.username)).toEqual(['restroom']);
    expect((await kid.client.get<{ passes: TPass[] }>('/api/passes')).body.passes[0]?.destination).toBe('restroom');
  });

  it("a teacher's own destinations read as they wrote them, in every language", async () => {
    const { teacher, course } = await classroom([{ name: 'library', cost: 5 }]);
    const kid = await pupil(teacher, course.id);
    expect(await hallNames(kid.client.acceptingLanguage('es'))).toEqual(['library']);
  });

  it('ledger lines and notifications written before read the default in Spanish after the upgrade', async () => {
    const installation = await installRelease(await migrationsOfRelease('0023_kiosk_pin_default'));
    installations.push(installation);
    const old = installation.database.db;
    const teacher = await makeTeacher(old);
    const kid = await makeStudent(old, teacher.id);
    const boughtWording = {
      catalogue: 'server-hallpasses',
      key: 'boughtDescription',
      values: { destination: 'restroom', minutes: 5 },
    };
    const lateWording = {
      catalogue: 'server-hallpasses',
      key: 'lateDescription',
      values: { destination: 'restroom', minutes: 2 },
    };
    await old.insert(transactions).values({
      teacherId: teacher.id,
      studentId: kid.id,
      type: 'purchase',
      amount: 10,
      description: 'Hallpass: restroom (5 min)',
      typeTitle: 'Hallpass',
      source: 'hallpass',
      createdBy: teacher.id,
      wording: { description: boughtWording },
    });
    await old.insert(notifications).values({
      userId: kid.personId,
      accountId: kid.id,
      type: 'info',
      title: 'Fine added',
      content: 'Late back from restroom: 2 min over. 10 pts fine.',
      wording: {
        content: {
          catalogue: 'server-hallpasses',
          key: 'fineContent',
          values: { description: lateWording, points: '10 pts' },
        },
      },
    });
    const upgraded = await installation.upgrade();
    opened.push(upgraded);
    await upgraded.migrate();
    const server = await appOver(upgraded);
    const teacherEs = (await signIn(server, teacher.username)).acceptingLanguage('es');
    expect(await ledger(teacherEs, kid.username)).toEqual(['Pase de pasillo: baño (5 min)']);
    expect(await notes((await signIn(server, kid.username)).acceptingLanguage('es'))).toEqual([
      'Regresó tarde de baño: 2 min de más. Multa de 10 pts.',
    ]);
    await server.close();
  });
});
