import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { teacherSettings, users } from '../../src/server/db/schema';
import { READ_ONLY_SETTINGS, type TSettingsView } from '../../src/shared/settings';
import { makeAdmin, makeStudent, makeTeacher, signIn } from '../support/factories';
import { apiClient, type ApiClient, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let teacher: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await signIn(t.app, (await makeTeacher(t.database.db)).username);
});
afterAll(() => t.close());

type Saved = { settings: TSettingsView };

describe('PUT /api/user/settings', () => {
  it('is 401 without a session and 403 for students and the admin', async () => {
    expect((await apiClient(t.app).put('/api/user/settings', { settings: {} })).status).toBe(401);
    const owner = await makeTeacher(t.database.db);
    const student = await signIn(t.app, (await makeStudent(t.database.db, owner.id)).username);
    expect((await student.put('/api/user/settings', { settings: { fines: { enabled: true } } })).status).toBe(403);
    const admin = await signIn(t.app, (await makeAdmin(t.database.db)).username);
    expect((await admin.put('/api/user/settings', { settings: {} })).status).toBe(403);
  });

  it('saves a partial change and keeps the rest', async () => {
    const answer = await teacher.put<Saved>('/api/user/settings', {
      settings: { hallpass: { enabled: true, purchaseAmount: 250 }, roomNumber: 'B12' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.settings.hallpass).toMatchObject({
      enabled: true,
      purchaseAmount: 250,
      defaultDuration: 5,
      limit: 0,
    });
    expect(answer.body.settings.roomNumber).toBe('B12');
    expect(answer.body.settings.scoreConverter['100']).toBe(1200);
    const me = await teacher.get<{ user: { settings: TSettingsView } }>('/api/user');
    expect(me.body.user.settings.hallpass.purchaseAmount).toBe(250);
  });

  it("says 'Numbers only', percent ranges and e-mail format, keyed by field", async () => {
    const answer = await teacher.put('/api/user/settings', {
      settings: {
        hallpass: { purchaseAmount: 'ten', defaultDuration: 0 },
        prime: { storePurchaseDiscount: 120, hallpassDiscount: -1 },
        products: { taxRate: 'x' },
        notifications: { email: 'not-an-email' },
        scoreConverter: { '90': 12.5, '40': 10 },
        schoolDistrict: 'atlantis',
        defaultStudentPassword: 'short',
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      errors: {
        hallpassPurchaseAmount: ['Numbers only'],
        hallpassDefaultDuration: ['Must be at least 1 minute'],
        primeStorePurchaseDiscount: ['Must be between 0 and 100'],
        primeHallpassDiscount: ['Must be between 0 and 100'],
        productsTaxRate: ['Numbers only'],
        notificationsEmail: ['Not a valid email'],
        scoreConverter90: ['Whole numbers only'],
        scoreConverter40: ['Fixed at 0 for scores below 50'],
        schoolDistrict: ['Choose none, ccsd, evergreen or lehi'],
        defaultStudentPassword: ['Must be at least 8 characters'],
      },
    });
  });

  it('saves nothing when any field is invalid', async () => {
    const before = (await teacher.get<{ user: { settings: TSettingsView } }>('/api/user')).body.user.settings;
    await teacher.put('/api/user/settings', {
      settings: { fines: { enabled: !before.fines.enabled }, hallpass: { limit: 'x' } },
    });
    const after = (await teacher.get<{ user: { settings: TSettingsView } }>('/api/user')).body.user.settings;
    expect(after.fines.enabled).toBe(before.fines.enabled);
  });

  it('enforces the dependencies of seed 000 section 4 on the server', async () => {
    const answer = await teacher.put<Saved>('/api/user/settings', {
      settings: {
        products: { enabled: false, storeEnabled: true },
        prime: { anonymousSongsEnabled: true, songRemovalEnabled: true },
        songs: { requests: { allowAnonymous: false }, removals: { enabled: false } },
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.settings.products.enabled).toBe(true);
    expect(answer.body.settings.songs.requests.allowAnonymous).toBe(true);
    expect(answer.body.settings.songs.removals.enabled).toBe(true);
  });

  it('requires an e-mail address when e-mail notifications are on', async () => {
    const answer = await teacher.put('/api/user/settings', {
      settings: { notifications: { email: '', enabled: { forStore: true } } },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ errors: { notificationsEmail: ['Required when e-mail notifications are on'] } });
    const ok = await teacher.put<Saved>('/api/user/settings', {
      settings: { notifications: { email: 'me@school.org', enabled: { forStore: true } } },
    });
    expect(ok.body.settings.notifications).toEqual({
      email: 'me@school.org',
      enabled: { forSongs: false, forStore: true },
    });
  });

  it('refuses in Spanish for a Spanish reader, under the same English keys (P51)', async () => {
    const spanish = teacher.acceptingLanguage('es-MX,es;q=0.9');
    const email = await spanish.put('/api/user/settings', {
      settings: { notifications: { email: '', enabled: { forStore: true } } },
    });
    expect(email.status).toBe(422);
    expect(email.body).toEqual({
      errors: { notificationsEmail: ['Obligatorio cuando las notificaciones por correo están activadas'] },
    });
    const hall = await spanish.put<{ errors: Record<string, string[]> }>('/api/user/settings', {
      settings: {
        scoreConverter: { '40': 5 },
        hallpass: {
          destinations: [
            { name: 'Baño', cost: 0 },
            { name: 'baño', cost: 0 },
          ],
          blackouts: [{ from: '09:00', to: '08:00' }],
        },
      },
    });
    expect(hall.status).toBe(422);
    expect(Object.values(hall.body.errors)).toEqual(
      expect.arrayContaining([
        ['Fijo en 0 para calificaciones menores de 50'],
        ['Cada destino necesita su propio nombre'],
        ['Debe ser después del inicio'],
      ]),
    );
    const english = await teacher.put<{ errors: Record<string, string[]> }>('/api/user/settings', {
      settings: { scoreConverter: { '40': 5 } },
    });
    expect(Object.values(english.body.errors)).toEqual([['Fixed at 0 for scores below 50']]);
  });

  it('treats prime.songRemovalPurchase as an alias of the removal price and ignores read-only parts', async () => {
    const answer = await teacher.put<Saved>('/api/user/settings', {
      settings: {
        prime: { songRemovalPurchase: 321 },
        spotifyConnected: true,
        user: { lastName: 'Hacker' },
        spotifyTokens: { a: 1 },
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.settings.songs.removals.purchaseAmount).toBe(321);
    expect(answer.body.settings.prime.songRemovalPurchase).toBe(321);
    expect(answer.body.settings.spotifyConnected).toBe(false);
    expect(answer.body.settings.user.lastName).toBe('Teacher');
  });

  it('ignores every read-only part, keeping what is stored, and saves the rest of the request', async () => {
    const owner = await signIn(t.app, (await makeTeacher(t.database.db)).username);
    const readOnly = {
      jukebox: { requested: true },
      spotifyConnected: true,
      spotifyTokens: { accessToken: 'x' },
      user: { title: 'Dr.', firstName: 'Mallory', lastName: 'Hacker', permissions: { jukebox: true } },
    };
    // Every entry of READ_ONLY_SETTINGS is sent, so a new one can't be left out of this test.
    expect(READ_ONLY_SETTINGS.map((path) => path.join('.')).sort()).toEqual(
      ['jukebox.requested', 'spotifyConnected', 'spotifyTokens', 'user'].sort(),
    );
    const answer = await owner.put<Saved>('/api/user/settings', {
      settings: { ...readOnly, jukebox: { requested: true, purchaseAmount: 150 } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.settings.jukebox.purchaseAmount).toBe(150);
    const expected = {
      jukebox: expect.objectContaining({ requested: false, purchaseAmount: 150 }) as unknown,
      spotifyConnected: false,
      user: { title: 'Ms.', firstName: 'Tess', lastName: 'Teacher', permissions: { jukebox: false } },
    };
    expect(answer.body.settings).toMatchObject(expected);
    expect(answer.body.settings).not.toHaveProperty('spotifyTokens');
    const me = await owner.get<{ user: { settings: TSettingsView; permissions: { jukebox: boolean } } }>('/api/user');
    expect(me.body.user.settings).toMatchObject(expected);
    expect(me.body.user.permissions.jukebox).toBe(false);
    const [row] = await t.database.db
      .select({ settings: teacherSettings.settings })
      .from(teacherSettings)
      .innerJoin(users, eq(users.id, teacherSettings.teacherId))
      .where(eq(users.username, (await owner.get<{ user: { username: string } }>('/api/user')).body.user.username));
    expect(row!.settings).not.toHaveProperty('spotifyTokens');
    expect(row!.settings).not.toHaveProperty('user');
    expect(row!.settings).not.toHaveProperty('spotifyConnected');
  });

  it('keeps a recorded jukebox request when a save sends requested: false, and ignores a malformed one', async () => {
    const owner = await signIn(t.app, (await makeTeacher(t.database.db)).username);
    const asked = await owner.put<Saved>('/api/user/settings/jukebox', {
      values: { name: 'Tess', email: 't@school.org' },
    });
    expect(asked.body.settings.jukebox.requested).toBe(true);
    const cleared = await owner.put<Saved>('/api/user/settings', { settings: { jukebox: { requested: false } } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.settings.jukebox.requested).toBe(true);
    const malformed = await owner.put<Saved>('/api/user/settings', { settings: { jukebox: { requested: 'yes' } } });
    expect(malformed.status).toBe(200);
    expect(malformed.body.settings.jukebox.requested).toBe(true);
  });

  it('needs the settings envelope', async () => {
    const answer = await teacher.put('/api/user/settings', { hallpass: { enabled: true } });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ errors: { settings: ['Required'] } });
  });
});
