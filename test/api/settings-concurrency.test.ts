import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSettingsView } from '../../src/shared/settings';
import { makeTeacher, signIn } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 27, item 8: two saves of one teacher's settings at once each keep what they changed. The
// claim only means something where requests really run at once: npm run test:pg (PostgreSQL).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Two halves of the settings page, saved from two tabs: four fields each, none shared.
const firstHalf = {
  roomNumber: 'B12',
  fines: { enabled: true },
  hallpass: { enabled: true },
  products: { enabled: true },
};
const secondHalf = {
  schoolDistrict: 'lehi',
  enableBetaFeatures: true,
  prime: { enabled: true },
  songs: { requests: { enabled: true } },
};

function changedFieldsKept(settings: TSettingsView): string[] {
  const kept: [string, boolean][] = [
    ['roomNumber', settings.roomNumber === 'B12'],
    ['fines.enabled', settings.fines.enabled],
    ['hallpass.enabled', settings.hallpass.enabled],
    ['products.enabled', settings.products.enabled],
    ['schoolDistrict', settings.schoolDistrict === 'lehi'],
    ['enableBetaFeatures', settings.enableBetaFeatures],
    ['prime.enabled', settings.prime.enabled],
    ['songs.requests.enabled', settings.songs.requests.enabled],
  ];
  return kept.filter(([, yes]) => yes).map(([name]) => name);
}

describe('settings saved at the same moment', () => {
  it('keeps every field either of two concurrent saves changed, for 10 pairs', async () => {
    const pairs = await Promise.all(
      Array.from({ length: 10 }, async () => signIn(t.app, (await makeTeacher(t.database.db)).username)),
    );
    const answers = await Promise.all(
      pairs.flatMap((teacher) => [
        teacher.put('/api/user/settings', { settings: firstHalf }),
        teacher.put('/api/user/settings', { settings: secondHalf }),
      ]),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));

    const kept = await Promise.all(
      pairs.map(async (teacher) => {
        const me = await teacher.get<{ user: { settings: TSettingsView } }>('/api/user');
        return changedFieldsKept(me.body.user.settings).length;
      }),
    );
    expect(kept).toEqual(pairs.map(() => 8));
  });
});
