import { describe, expect, it } from 'vitest';
import { zMultiplier, zScoreValue, zTotalPoints } from '../../src/shared/assessments';
import { zPeriod } from '../../src/shared/courses';
import { deepMerge } from '../../src/shared/deep-merge';
import { describeErrorKey, errorKeyFromPath, errorLines } from '../../src/shared/errors';
import { isAnonymousSongsLocked, isDarkModeLocked, isPrimeOffered } from '../../src/shared/prime-rules';
import { applySettingsDependencies, defaultSettings, ZSettings } from '../../src/shared/settings';

describe('error keys (seed 000 section 8)', () => {
  it('joins nested paths in camelCase and words them back in lower case', () => {
    expect(errorKeyFromPath(['hallpass', 'purchaseAmount'])).toBe('hallpassPurchaseAmount');
    expect(errorKeyFromPath(['scoreConverter', '90'])).toBe('scoreConverter90');
    expect(errorKeyFromPath([])).toBe('body');
    expect(describeErrorKey('hallpassPurchaseAmount')).toBe('hallpass purchase amount');
    expect(describeErrorKey('usernameOrPassword')).toBe('username or password');
    expect(describeErrorKey('scoreConverter90')).toBe('score converter 90');
    expect(errorKeyFromPath(['tasks', 0, 'scores', 3, 'value'])).toBe('tasksRow1ScoresRow4Value');
    expect(describeErrorKey('row1Username')).toBe('row 1 username');
    expect(errorLines({ usernameOrPassword: ['is invalid'], a: ['x', 'y'] })).toEqual([
      'username or password is invalid',
      'a x',
      'a y',
    ]);
  });
});

describe('settings', () => {
  it('has the defaults of seed 000 sections 3 and 9', () => {
    const s = defaultSettings();
    expect(s.hallpass.defaultDuration).toBe(5);
    expect(s.hallpass.limit).toBe(0);
    expect(s.scoreConverter).toEqual({
      '100': 1200,
      '90': 1000,
      '80': 800,
      '70': 600,
      '60': 0,
      '50': 0,
      '40': 0,
      '30': 0,
      '20': 0,
      '10': 0,
      '0': 0,
    });
    expect(s.schoolDistrict).toBe('none');
    expect(s.songs.apps.provider).toBe('');
  });

  it('applies the three dependencies of seed 000 section 4 and nothing else', () => {
    const s = defaultSettings();
    s.products.storeEnabled = true;
    s.prime.anonymousSongsEnabled = true;
    s.prime.songRemovalEnabled = true;
    const applied = applySettingsDependencies(s);
    expect(applied.products.enabled).toBe(true);
    expect(applied.songs.requests.allowAnonymous).toBe(true);
    expect(applied.songs.removals.enabled).toBe(true);
    expect(applySettingsDependencies(defaultSettings())).toEqual(defaultSettings());
  });

  it('says Numbers only for NaN, which is what an empty number input gives', () => {
    const result = ZSettings.safeParse({ hallpass: { purchaseAmount: Number.NaN } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Numbers only');
  });

  it('offers Prime only when enabled with at least one benefit, and locks as the seed says', () => {
    const s = defaultSettings();
    s.prime.enabled = true;
    expect(isPrimeOffered(s)).toBe(false);
    s.prime.storePurchaseDiscount = 10;
    expect(isPrimeOffered(s)).toBe(true);
    s.prime.darkModeEnabled = true;
    expect(isDarkModeLocked(s, false)).toBe(true);
    expect(isDarkModeLocked(s, true)).toBe(false);
    s.prime.enabled = false;
    expect(isDarkModeLocked(s, false)).toBe(false);
    expect(isAnonymousSongsLocked(s, false)).toBe(false);
  });
});

describe('deepMerge', () => {
  it('merges nested objects, replaces everything else and ignores prototype keys', () => {
    const merged = deepMerge({ a: { b: 1, c: 2 }, d: [1] }, JSON.parse('{"a":{"b":5},"d":[2],"__proto__":{"x":1}}'));
    expect(merged).toEqual({ a: { b: 5, c: 2 }, d: [2] });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('upper limits (the shared atMost message)', () => {
  it('word the limit with its thousands separated', () => {
    const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
      result.error?.issues[0]?.message;
    expect(firstMessage(zTotalPoints().safeParse(100_001))).toBe('Cannot be more than 100,000');
    expect(firstMessage(zScoreValue().safeParse(100_001))).toBe('Cannot be more than 100,000');
    expect(firstMessage(zMultiplier().safeParse(101))).toBe('Cannot be more than 100');
    expect(firstMessage(zPeriod().safeParse(100))).toBe('Cannot be more than 99');
    expect(zPeriod().safeParse(99).success).toBe(true);
  });
});
