import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { teacherSettings } from '../../src/server/db/schema';
import { defaultSettings, type TSettings } from '../../src/shared/settings';
import { makeTeacher, signIn } from '../support/factories';
import { appOver, installRelease, migrationsOfRelease, type OldInstallation } from '../support/upgrade';

/**
 * Issue 42, item 3: kiosk PINs are on by default from this release (P49), and an installation
 * upgraded to it keeps each teacher's setting: one whose settings never said (stored before P49,
 * stored empty, or never stored) keeps PINs off; one who chose keeps their choice; a teacher made
 * after the upgrade starts with PINs on. PGlite, and PostgreSQL with DATABASE_URL.
 */
const installations: OldInstallation[] = [];
const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
  for (const installation of installations) await installation.discard();
});

/** What a teacher's settings row held before this release; null: no row at all. */
async function teacherWith(db: Database['db'], stored: unknown) {
  const teacher = await makeTeacher(db);
  await db.delete(teacherSettings).where(eq(teacherSettings.teacherId, teacher.id));
  if (stored !== null) await db.insert(teacherSettings).values({ teacherId: teacher.id, settings: stored });
  return teacher;
}

describe('upgrading to kiosk PINs on by default', () => {
  it('keeps PINs off for every teacher who never chose, and every choice made', async () => {
    expect(defaultSettings().hallpass.kioskPin).toBe(true);
    const installation = await installRelease(await migrationsOfRelease('0020_ledger_wording'));
    installations.push(installation);
    const old = installation.database.db;
    const beforeP49 = await teacherWith(old, { hallpass: { enabled: true, purchaseAmount: 50 } });
    const chosenOn = await teacherWith(old, { hallpass: { kioskPin: true } });
    const chosenOff = await teacherWith(old, { hallpass: { kioskPin: false, maxOut: 3 } });
    const empty = await teacherWith(old, {});
    const noRow = await teacherWith(old, null);
    const broken = await teacherWith(old, { hallpass: 'not settings', jukebox: { enabled: true } });

    const upgraded = await installation.upgrade();
    opened.push(upgraded);
    expect((await upgraded.migrate()).applied).toBeGreaterThan(0);
    const app = await appOver(upgraded);
    const later = await teacherWith(upgraded.db, null);
    const hallpassOf = async (username: string) => {
      const client = await signIn(app, username);
      return (await client.get<{ user: { settings: TSettings } }>('/api/user')).body.user.settings.hallpass;
    };

    expect(await hallpassOf(beforeP49.username)).toMatchObject({ kioskPin: false, enabled: true, purchaseAmount: 50 });
    expect(await hallpassOf(chosenOn.username)).toMatchObject({ kioskPin: true });
    expect(await hallpassOf(chosenOff.username)).toMatchObject({ kioskPin: false, maxOut: 3 });
    expect(await hallpassOf(empty.username)).toMatchObject({ kioskPin: false });
    expect(await hallpassOf(noRow.username)).toMatchObject({ kioskPin: false });
    expect(await hallpassOf(broken.username)).toMatchObject({ kioskPin: false });
    expect(await hallpassOf(later.username)).toMatchObject({ kioskPin: true });
    await app.close();
  });
});
