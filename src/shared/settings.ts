import { sharedText } from './texts';
import * as zod from 'zod';
import { LIMITS, MIN_PASSWORD_LENGTH, says } from './messages';
import { settingsRulesText } from './settings-texts/texts';

/** A whole number of points, as every amount in the economy is (P11). */
export const zPoints = () =>
  zod
    .number(says(() => sharedText.t('numbersOnly')))
    .int(says(() => sharedText.t('wholeNumbersOnly')))
    .min(
      0,
      says(() => sharedText.t('notNegative')),
    )
    .max(
      LIMITS.points,
      says(() => sharedText.t('atMost', { max: LIMITS.points })),
    );

/** A percentage from 0 to 100; zero disables a discount (seed 000 section 5). */
export const zPercent = () =>
  zod
    .number(says(() => sharedText.t('numbersOnly')))
    .min(
      0,
      says(() => sharedText.t('percentRange')),
    )
    .max(
      100,
      says(() => sharedText.t('percentRange')),
    );

const zCount = (max: number) =>
  zod
    .number(says(() => sharedText.t('numbersOnly')))
    .int(says(() => sharedText.t('wholeNumbersOnly')))
    .min(
      0,
      says(() => sharedText.t('notNegative')),
    )
    .max(
      max,
      says(() => sharedText.t('atMost', { max: max })),
    );

export const SCHOOL_DISTRICTS = ['none', 'ccsd', 'evergreen', 'lehi'] as const;
export type TSchoolDistrict = (typeof SCHOOL_DISTRICTS)[number];

export const MUSIC_PROVIDERS = ['', 'apple', 'spotify', 'youtube'] as const;

/** Score bands of the converter, highest first. Bands below 50 are fixed at 0 (seed 000 section 9). */
export const SCORE_BANDS = ['100', '90', '80', '70', '60', '50', '40', '30', '20', '10', '0'] as const;
export const EDITABLE_SCORE_BANDS = ['100', '90', '80', '70', '60', '50'] as const;
export const FIXED_SCORE_BANDS = ['40', '30', '20', '10', '0'] as const;

const zFixedZero = () =>
  zod.number(says(() => sharedText.t('numbersOnly'))).refine(
    (v) => v === 0,
    says(() => settingsRulesText.t('fixedAtZero')),
  );

const ZScoreConverter = zod.object({
  '100': zPoints().default(1200),
  '90': zPoints().default(1000),
  '80': zPoints().default(800),
  '70': zPoints().default(600),
  '60': zPoints().default(0),
  '50': zPoints().default(0),
  '40': zFixedZero().default(0),
  '30': zFixedZero().default(0),
  '20': zFixedZero().default(0),
  '10': zFixedZero().default(0),
  '0': zFixedZero().default(0),
});

/** The most passes out at once a teacher may set, per course or destination (0 = no limit). */
export const MAX_OUT = 100;
export const MAX_DESTINATIONS = 20;
/** The most passes a day a teacher may allow each student (0 = no daily rule). */
export const MAX_PER_DAY = 20;
export const MAX_BLACKOUTS = 12;
export const DESTINATION_NAME_LENGTH = 40;

/**
 * P48: the places a student may pick, each with its price, whether the teacher must approve it, and
 * how many may be there at once (0 = no limit). Names are unique (case aside): the student picks by name.
 */
const zDestinations = () =>
  zod
    .array(
      zod.object({
        name: zod
          .string(says(() => sharedText.t('required')))
          .trim()
          .min(
            1,
            says(() => sharedText.t('required')),
          )
          .max(
            DESTINATION_NAME_LENGTH,
            says(() => sharedText.t('tooLong', { max: DESTINATION_NAME_LENGTH })),
          ),
        cost: zPoints(),
        needsApproval: zod.boolean(says(() => sharedText.t('trueOrFalse'))).default(false),
        maxOut: zCount(MAX_OUT).default(0),
      }),
      says(() => settingsRulesText.t('listOfDestinations')),
    )
    .max(
      MAX_DESTINATIONS,
      says(() => settingsRulesText.t('atMostDestinations', { max: MAX_DESTINATIONS })),
    )
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((d, i) => {
        const key = d.name.toLowerCase();
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: [i, 'name'], message: settingsRulesText.t('destinationNamesUnique') });
        seen.add(key);
      });
    });

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A time of day, 'HH:MM' on a 24-hour clock. */
const zTimeOfDay = () =>
  zod
    .string(says(() => sharedText.t('required')))
    .trim()
    .regex(
      TIME_OF_DAY,
      says(() => settingsRulesText.t('timeOfDay')),
    );

/** P48: stretches of the teacher's day (the installation's `TZ`) when students can't start a pass. */
const zBlackouts = () =>
  zod
    .array(
      zod.object({ from: zTimeOfDay(), to: zTimeOfDay() }).superRefine((b, ctx) => {
        if (TIME_OF_DAY.test(b.from) && TIME_OF_DAY.test(b.to) && b.to <= b.from)
          ctx.addIssue({ code: 'custom', path: ['to'], message: settingsRulesText.t('laterThanStart') });
      }),
      says(() => settingsRulesText.t('listOfTimes')),
    )
    .max(
      MAX_BLACKOUTS,
      says(() => settingsRulesText.t('atMostBlackouts', { max: MAX_BLACKOUTS })),
    );

const zEmailOrEmpty = () =>
  zod
    .string(says(() => sharedText.t('notValidEmail')))
    .trim()
    .max(
      LIMITS.email,
      says(() => sharedText.t('tooLong', { max: LIMITS.email })),
    )
    .refine(
      (v) => v === '' || zod.email().safeParse(v).success,
      says(() => sharedText.t('notValidEmail')),
    );

/**
 * A teacher's class settings (seed 000 section 3), with the defaults a new teacher starts from.
 * Stored per teacher; the same schema validates the settings form and `PUT /api/user/settings`.
 */
export const ZSettings = zod.object({
  defaultStudentPassword: zod
    .string()
    .max(
      LIMITS.password,
      says(() => sharedText.t('tooLong', { max: LIMITS.password })),
    )
    .refine(
      (v) => v === '' || v.length >= MIN_PASSWORD_LENGTH,
      says(() => sharedText.t('passwordTooShort')),
    )
    .default(''),
  enableBetaFeatures: zod.boolean().default(false),
  roomNumber: zod
    .string()
    .trim()
    .max(
      LIMITS.roomNumber,
      says(() => sharedText.t('tooLong', { max: LIMITS.roomNumber })),
    )
    .default(''),
  schoolDistrict: zod
    .enum(
      SCHOOL_DISTRICTS,
      says(() => settingsRulesText.t('chooseDistrict')),
    )
    .default('none'),
  fines: zod.object({ enabled: zod.boolean().default(false) }).prefault({}),
  hallpass: zod
    .object({
      enabled: zod.boolean().default(false),
      purchaseAmount: zPoints().default(100),
      defaultDuration: zCount(240)
        .min(
          1,
          says(() => sharedText.t('atLeastOneMinute')),
        )
        .default(5),
      limit: zCount(1000).default(0),
      /** Issue 42: passes a student may go out on a day (the seed's one); 0 = no daily rule. */
      perDay: zCount(MAX_PER_DAY).default(1),
      allowStudentCreation: zod.boolean().default(false),
      allowPurchaseWithInsufficientFunds: zod.boolean().default(false),
      // P48. Each default keeps the seed's passes: restroom at `purchaseAmount`, one out at a time.
      destinations: zDestinations().default([]),
      maxOut: zCount(MAX_OUT).default(1),
      blackouts: zBlackouts().default([]),
      overtimeFinePerMinute: zPoints().default(0),
      overtimeFineMax: zPoints().default(0),
      waitLine: zod.boolean().default(false),
      /**
       * P49: students type their 4-digit PIN (the teacher sets it) with their number at the kiosk.
       * On for a new teacher; while off, kiosk passes are free. Teachers from before it was on by
       * default keep it off (migration 0021_kiosk_pin_default).
       */
      kioskPin: zod.boolean().default(true),
    })
    .prefault({}),
  jukebox: zod
    .object({
      enabled: zod.boolean().default(false),
      purchaseAmount: zPoints().default(100),
      purchaseLimit: zCount(1000).default(0),
      requested: zod.boolean().default(false),
      /** Beyond the seeds: tracks Spotify marks explicit can't be queued unless the teacher allows them. */
      allowExplicit: zod.boolean().default(false),
      skipSongs: zod
        .object({ enabled: zod.boolean().default(false), purchaseAmount: zPoints().default(200) })
        .prefault({}),
    })
    .prefault({}),
  notifications: zod
    .object({
      email: zEmailOrEmpty().default(''),
      enabled: zod
        .object({ forSongs: zod.boolean().default(false), forStore: zod.boolean().default(false) })
        .prefault({}),
    })
    .prefault({}),
  prime: zod
    .object({
      enabled: zod.boolean().default(false),
      purchaseAmount: zPoints().default(5000),
      anonymousSongsEnabled: zod.boolean().default(false),
      darkModeEnabled: zod.boolean().default(false),
      jukeboxEnabled: zod.boolean().default(false),
      sameDayDeliveryEnabled: zod.boolean().default(false),
      songRemovalEnabled: zod.boolean().default(false),
      hallpassDiscount: zPercent().default(0),
      songRequestPurchaseDiscount: zPercent().default(0),
      storePurchaseDiscount: zPercent().default(0),
    })
    .prefault({}),
  products: zod
    .object({
      enabled: zod.boolean().default(false),
      storeEnabled: zod.boolean().default(false),
      taxRate: zPercent().default(0),
      allowPurchasesWithInsufficientFunds: zod.boolean().default(false),
    })
    .prefault({}),
  scoreConverter: ZScoreConverter.prefault({}),
  songs: zod
    .object({
      apps: zod
        .object({
          provider: zod
            .enum(
              MUSIC_PROVIDERS,
              says(() => settingsRulesText.t('chooseProvider')),
            )
            .default(''),
        })
        .prefault({}),
      requests: zod
        .object({
          enabled: zod.boolean().default(false),
          purchaseAmount: zPoints().default(100),
          allowAnonymous: zod.boolean().default(false),
          preventDuplicates: zod.boolean().default(true),
        })
        .prefault({}),
      removals: zod
        .object({
          enabled: zod.boolean().default(false),
          purchaseAmount: zPoints().default(200),
          refundAmount: zPoints().default(100),
        })
        .prefault({}),
    })
    .prefault({}),
});
export type TSettings = zod.infer<typeof ZSettings>;

export function defaultSettings(): TSettings {
  return ZSettings.parse({});
}

/**
 * The dependencies of seed 000 section 4, enforced wherever settings are saved: the form shows
 * them, the server applies them, so a client that skips the form still gets a consistent economy.
 */
export function applySettingsDependencies(settings: TSettings): TSettings {
  const next = structuredClone(settings);
  if (next.products.storeEnabled) next.products.enabled = true;
  if (next.prime.anonymousSongsEnabled) next.songs.requests.allowAnonymous = true;
  if (next.prime.songRemovalEnabled) next.songs.removals.enabled = true;
  return next;
}

/** Cross-field rules the schema alone can't express; keyed like every other field error. */
export function crossFieldSettingsErrors(settings: TSettings): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const { notifications } = settings;
  if ((notifications.enabled.forSongs || notifications.enabled.forStore) && notifications.email === '') {
    errors.notificationsEmail = [settingsRulesText.t('emailForNotifications')];
  }
  return errors;
}

/**
 * The parts of the settings a teacher's `PUT /api/user/settings` never changes, each a path as sent.
 * The server owns them: either another flow writes them or they are derived when the settings are
 * sent. The save takes them out of the request before merging, so a stored one keeps its stored
 * value and a derived one is never stored; sending them is not an error (the form sends back what
 * it read). Whoever adds a field set only by another flow adds it here.
 * - `jukebox.requested`: set by the jukebox access request (P37, `PUT /api/user/settings/jukebox`),
 *   which records the request the admin answers; alone it would say 'Request has been sent' for a
 *   request that doesn't exist.
 * - `spotifyConnected`: derived from the teacher's Spotify connection (P20).
 * - `spotifyTokens`: the seeds' place for the tokens, which stay on the server (P20).
 * - `user`: the teacher's name and permissions, changed through the account and Manage Teachers.
 */
export const READ_ONLY_SETTINGS: readonly (readonly string[])[] = [
  ['jukebox', 'requested'],
  ['spotifyConnected'],
  ['spotifyTokens'],
  ['user'],
];

/** Read-only parts sent with the settings, never saved from a request. */
export const ZSettingsTeacher = zod.object({
  title: zod.string(),
  firstName: zod.string(),
  lastName: zod.string(),
  permissions: zod.object({ jukebox: zod.boolean() }),
});

/** The settings as the API sends them: the stored settings plus what is derived (P20, P29). */
export const ZSettingsView = ZSettings.extend({
  spotifyConnected: zod.boolean(),
  user: ZSettingsTeacher,
  prime: ZSettings.shape.prime.unwrap().extend({ songRemovalPurchase: zPoints() }),
});
export type TSettingsView = zod.infer<typeof ZSettingsView>;

/**
 * What a student may see of the teacher's settings: everything that drives their screens, but not
 * the class default password or the teacher's notification address.
 */
export function settingsForStudent(view: TSettingsView): TSettingsView {
  return { ...view, defaultStudentPassword: '', notifications: { ...view.notifications, email: '' } };
}

/**
 * What the admin sees of a teacher's settings in Manage Teachers: everything but the class default
 * password, which only the teacher needs (it lets anyone who reads it sign in as a new student).
 */
export function settingsForAdmin(view: TSettingsView): TSettingsView {
  return { ...view, defaultStudentPassword: '' };
}
