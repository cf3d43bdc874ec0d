import { isBuilt, listWords } from '../../built-features';
import type { TFeature } from '../../built-features';
import { whatsNewText } from './texts';

type TKey = keyof typeof whatsNewText.messages;

/** One entry of the changelog in seed 001 section 1, worded for its audience. */
export type TChange = {
  key: string;
  title: TKey;
  /** What teachers read; students read `student` when it is set, and miss the entry when it is not. */
  teacher: () => string;
  student?: () => string;
  /** Shown only once these features are built (built-features.ts), so nothing unbuilt is advertised. */
  requires?: readonly TFeature[];
};

const t = (key: TKey, values?: Record<string, string>) => whatsNewText.t(key, values);

/** Words that name a feature, kept only while that feature is built. */
const ifBuilt = (feature: TFeature, key: TKey): string[] => (isBuilt(feature) ? [t(key)] : []);

/** Read when the dialog opens, in the page's language. */
function primeDiscounts(): string {
  const discounted = [
    ...ifBuilt('hallpasses', 'wordHallpasses'),
    ...ifBuilt('songs', 'wordSongRequests'),
    t('wordTheStore'),
  ];
  return discounted.length > 1 ? t('discountsOn', { list: listWords(discounted) }) : t('storeDiscount');
}

const jukeboxBuilt = () => isBuilt('jukebox');

export const CHANGES: readonly TChange[] = [
  {
    key: 'prime',
    title: 'primeTitle',
    teacher: () =>
      t('primeTeacher', {
        perks: listWords([
          primeDiscounts(),
          t('wordDarkMode'),
          ...ifBuilt('songs', 'wordAnonymousSongs'),
          ...ifBuilt('jukebox', 'wordJukebox'),
          ...ifBuilt('songs', 'wordSongRemovals'),
          t('wordSameDay'),
        ]),
      }),
    student: () =>
      t('primeStudent', {
        perks: [primeDiscounts(), t('wordDarkMode'), ...ifBuilt('songs', 'wordAnonymousSongs')].join(', '),
      }),
  },
  {
    key: 'hallpasses',
    title: 'hallpassesTitle',
    teacher: () => t('hallpassesTeacher'),
    student: () => t('hallpassesStudent'),
    requires: ['hallpasses'],
  },
  { key: 'fines', title: 'finesTitle', teacher: () => t('finesTeacher'), student: () => t('finesStudent') },
  { key: 'preset-bonuses', title: 'presetBonusesTitle', teacher: () => t('presetBonusesTeacher') },
  {
    key: 'jukebox-skip',
    title: 'jukeboxSkipTitle',
    teacher: () => t('jukeboxSkipTeacher'),
    student: () => t('jukeboxSkipStudent'),
    requires: ['jukebox'],
  },
  {
    key: 'anonymous-songs',
    title: 'anonymousSongsTitle',
    teacher: () => t('anonymousSongsTeacher'),
    student: () => t('anonymousSongsStudent'),
    requires: ['songs'],
  },
  {
    key: 'music-apps',
    title: 'musicAppsTitle',
    teacher: () => t(jukeboxBuilt() ? 'musicAppsTeacherJukebox' : 'musicAppsTeacher'),
    student: () => t(jukeboxBuilt() ? 'musicAppsStudentJukebox' : 'musicAppsStudent'),
    requires: ['songs'],
  },
  { key: 'assignment-data', title: 'assignmentDataTitle', teacher: () => t('assignmentDataTeacher') },
  { key: 'random-groups', title: 'randomGroupsTitle', teacher: () => t('randomGroupsTeacher') },
  { key: 'suspended-students', title: 'suspendedTitle', teacher: () => t('suspendedTeacher') },
  { key: 'dark-mode', title: 'darkModeTitle', teacher: () => t('darkModeText'), student: () => t('darkModeText') },
  {
    key: 'email-notifications',
    title: 'emailTitle',
    teacher: () => t(isBuilt('songs') ? 'emailTeacherSongs' : 'emailTeacher'),
  },
  {
    key: 'inventory',
    title: 'inventoryTitle',
    teacher: () => t('inventoryTeacher'),
    student: () => t('inventoryStudent'),
  },
];

/** The entries for `audience`, read now in the page's language. */
export function changesFor(audience: 'student' | 'teacher'): { key: string; title: string; text: string }[] {
  return CHANGES.filter((change) => (change.requires ?? []).every(isBuilt)).flatMap((change) => {
    if (audience === 'teacher') return [{ key: change.key, title: t(change.title), text: change.teacher() }];
    return change.student ? [{ key: change.key, title: t(change.title), text: change.student() }] : [];
  });
}
