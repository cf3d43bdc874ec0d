import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageOfAcceptHeader } from '../../src/shared/i18n/languages';
import type { TCurrentUser } from '../../src/shared/user';
import { makeStudent, makeTeacher, signIn } from '../support/factories';
import { apiClient, createTestApp, type TestApp } from '../support/test-app';

// P51: the server's messages follow the request's Accept-Language, or the person's chosen language,
// which wins; error keys stay English; the user's `language` is read back and can be cleared.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Me = { user: TCurrentUser };
type Errors = { errors: Record<string, string[]> };

describe('Accept-Language', () => {
  it('is read by weight, then by order, and falls back to English', () => {
    expect(languageOfAcceptHeader('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageOfAcceptHeader('fr-FR, es;q=0.5, en;q=0.4')).toBe('es');
    expect(languageOfAcceptHeader('en;q=0.2, es;q=0.9')).toBe('es');
    expect(languageOfAcceptHeader('es;q=0, en')).toBe('en');
    expect(languageOfAcceptHeader('de, fr')).toBe('en');
    expect(languageOfAcceptHeader('*')).toBe('en');
    expect(languageOfAcceptHeader('es;q=abc, en;q=0.1')).toBe('en');
    expect(languageOfAcceptHeader(undefined)).toBe('en');
  });

  it('gives a validation message in Spanish under the same English key', async () => {
    const english = await apiClient(t.app).post<Errors>('/api/users/login', { user: { username: '', password: '' } });
    const spanish = await apiClient(t.app)
      .acceptingLanguage('es-MX,es;q=0.9')
      .post<Errors>('/api/users/login', { user: { username: '', password: '' } });
    expect(english.status).toBe(422);
    expect(spanish.status).toBe(422);
    expect(Object.keys(spanish.body.errors)).toEqual(Object.keys(english.body.errors));
    expect(english.body.errors.username).toEqual(['Required']);
    expect(spanish.body.errors.username).toEqual(['Obligatorio']);
  });
});

describe("the person's language", () => {
  it("answers the browser's until one is chosen, then the chosen one, until it is cleared", async () => {
    const teacher = await makeTeacher(t.database.db);
    const student = await makeStudent(t.database.db, teacher.id);
    const session = await signIn(t.app, student.username);
    expect((await session.get<Me>('/api/user')).body.user.language).toBe('en');
    expect((await session.acceptingLanguage('es').get<Me>('/api/user')).body.user.language).toBe('es');

    const chosen = await session.put<Me>('/api/user', { user: { language: 'es' } });
    expect(chosen.status).toBe(200);
    expect(chosen.body.user.language).toBe('es');
    expect((await session.acceptingLanguage('en-US').get<Me>('/api/user')).body.user.language).toBe('es');
    // The choice outranks the browser for the server's own messages too.
    const refused = await session
      .acceptingLanguage('en-US')
      .put<Errors>('/api/user', { user: { password: 'a-new-secret-1' } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.currentPassword).toEqual(['Obligatorio']);

    const cleared = await session.acceptingLanguage('en-US').put<Me>('/api/user', { user: { language: null } });
    expect(cleared.body.user.language).toBe('en');
  });

  it('refuses a language Classmint does not speak, under the key language', async () => {
    const teacher = await makeTeacher(t.database.db);
    const session = await signIn(t.app, teacher.username);
    for (const language of ['fr', 'ES', '', 7]) {
      const answer = await session.put<Errors>('/api/user', { user: { language } });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['language']);
    }
  });
});
