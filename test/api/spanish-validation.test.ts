import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeTeacher, signIn } from '../support/factories';
import { type ApiClient, createTestApp, type TestApp } from '../support/test-app';

// P51: the checks every form and route share (src/shared: zod-setup.ts, user.ts, instants.ts) and
// the framework's own refusal of an address, in the request's language under the same English keys.
let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, (await makeAdmin(t.database.db)).username)).acceptingLanguage('es');
});
afterAll(() => t.close());

describe('the shared checks in Spanish', () => {
  it("words a staff username's rules and a missing name in Spanish", async () => {
    const answer = await admin.post('/api/users', {
      user: { username: 'bad name!', firstName: '', lastName: 'Ortiz', password: 'long-enough-1' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      errors: { username: ['Usa letras, dígitos, puntos, guiones o guiones bajos'], firstName: ['Obligatorio'] },
    });
    const digits = await admin.post('/api/users', {
      user: { username: '12345', firstName: 'Ana', lastName: 'Ortiz', password: 'long-enough-1' },
    });
    expect(digits.body).toEqual({
      errors: {
        username: ['debe contener una letra (un nombre de usuario de solo números es el de un estudiante)'],
      },
    });
  });

  it('words a title, a true-or-false and a date in Spanish', async () => {
    const teacher = (await signIn(t.app, (await makeTeacher(t.database.db)).username)).acceptingLanguage('es');
    const answer = await teacher.put('/api/user', { user: { title: 'Sir', darkMode: 'yes' } });
    expect(answer.body).toEqual({
      errors: { title: ['Elige Dr., Miss., Mr., Mrs. o Ms.'], darkMode: ['Debe ser verdadero o falso'] },
    });
    const since = await teacher.get('/api/passes?since=yesterday');
    expect(since.body).toEqual({ errors: { since: ['Debe ser una fecha y hora'] } });
    const future = await teacher.get('/api/passes?since=1969-12-31T23:59:59Z');
    expect(future.body).toEqual({ errors: { since: ['Debe estar entre 1970 y 9999'] } });
  });

  it('refuses an address that cannot be decoded in Spanish', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/users/%E0%A4%A',
      headers: { 'accept-language': 'es' },
    });
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ errors: { url: ['no es una dirección válida'] } });
  });
});
