import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent, makeTeacher, signIn } from '../support/factories';
import { apiClient, createTestApp, type TestApp } from '../support/test-app';

// P51: the answers every route shares, in the request's language (Accept-Language), under the same
// English keys. The framework's own errors (bad JSON, a body too large, an unknown /api path) are
// answered outside any route handler and must follow the request's language too.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Errors = { errors: Record<string, string[]> };
const spanish = () => apiClient(t.app).acceptingLanguage('es-MX,es;q=0.9');

describe('the shared answers in Spanish', () => {
  it('refuses a wrong password in Spanish under the English key', async () => {
    const teacher = await makeTeacher(t.database.db);
    const answer = await spanish().post<Errors>('/api/users/login', {
      user: { username: teacher.username, password: 'not-the-password' },
    });
    expect(answer.status).toBe(401);
    expect(answer.body.errors).toEqual({ usernameOrPassword: ['no son correctos'] });
  });

  it('says a session is missing, in Spanish', async () => {
    const answer = await spanish().get<Errors>('/api/user');
    expect(answer.status).toBe(401);
    expect(answer.body.errors).toEqual({ session: ['terminó o no existe. Inicia sesión'] });
  });

  it("says a role's page is not allowed, in Spanish", async () => {
    const teacher = await makeTeacher(t.database.db);
    const student = await makeStudent(t.database.db, teacher.id);
    const session = await signIn(t.app, student.username);
    const answer = await session.acceptingLanguage('es').get<Errors>('/api/admin/retention');
    expect(answer.status).toBe(403);
    expect(answer.body.errors).toEqual({ access: ['no está permitido para tu cuenta'] });
  });

  it('answers an unknown /api path in Spanish', async () => {
    const answer = await spanish().get<Errors>('/api/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.body.errors).toEqual({ route: ['GET /api/nothing-here no se encontró'] });
  });

  it('answers a bad JSON body and a body too large in Spanish', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'es' },
      payload: '{"user":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: { body: ['no es JSON válido'] } });

    const large = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'es' },
      payload: JSON.stringify({ user: { username: 'x'.repeat(3_000_000), password: 'x' } }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ errors: { body: ['es demasiado grande'] } });
  });

  it('still answers in English without Accept-Language', async () => {
    const answer = await apiClient(t.app).get<Errors>('/api/nothing-here');
    expect(answer.body.errors).toEqual({ route: ['GET /api/nothing-here was not found'] });
  });
});
