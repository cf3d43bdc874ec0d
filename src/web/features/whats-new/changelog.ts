import { isBuilt, listWords } from '../../built-features';
import type { TFeature } from '../../built-features';

/** One entry of the changelog in seed 001 section 1, worded for its audience. */
export type TChange = {
  key: string;
  title: string;
  /** What teachers read; students read `student` when it is set, and miss the entry when it is not. */
  teacher: string;
  student?: string;
  /** Shown only once these features are built (built-features.ts), so nothing unbuilt is advertised. */
  requires?: readonly TFeature[];
};

/** Words that name a feature, kept only while that feature is built. */
const ifBuilt = (feature: TFeature, words: string): string[] => (isBuilt(feature) ? [words] : []);

const jukeboxNote = isBuilt('jukebox') ? ' The jukebox works only with Spotify.' : '';
const discounted = [...ifBuilt('hallpasses', 'hallpasses'), ...ifBuilt('songs', 'song requests'), 'the store'];
const primeDiscounts = discounted.length > 1 ? `discounts on ${listWords(discounted)}` : 'a store discount';

export const CHANGES: readonly TChange[] = [
  {
    key: 'prime',
    title: 'Classmint Prime',
    teacher: `Students can buy Prime, a one-time membership for the school year, with the points they earn. You choose the price and the perks: ${listWords(
      [
        primeDiscounts,
        'dark mode',
        ...ifBuilt('songs', 'anonymous song requests'),
        ...ifBuilt('jukebox', 'the jukebox'),
        ...ifBuilt('songs', 'song removals'),
        'same-day delivery',
      ],
    )}.`,
    student: `Prime is a one-time membership for the school year, paid with your points. Depending on your teacher it brings ${[
      primeDiscounts,
      'dark mode',
      ...ifBuilt('songs', 'anonymous song requests'),
    ].join(', ')} and more.`,
  },
  {
    key: 'hallpasses',
    title: 'Hallpasses',
    teacher:
      'Students can buy a hallpass when you allow it, one per day. Set the price, the default duration and a limit in Settings, and see who is out in Manage Hallpasses.',
    student: 'When your teacher allows it you can buy a hallpass on the Passes page, one per day.',
    requires: ['hallpasses'],
  },
  {
    key: 'fines',
    title: 'Fines',
    teacher: 'Take points away for the reasons your class agrees on. Turn fines on in Settings.',
    student: 'Your teacher can now give fines, which take points away. They show in your account.',
  },
  {
    key: 'preset-bonuses',
    title: 'Preset bonuses',
    teacher: 'Save the bonuses and fines you give often, then add them to many students in a couple of clicks.',
  },
  {
    key: 'jukebox-skip',
    title: 'Jukebox skip',
    teacher:
      'Students can pay to skip the song playing on the class jukebox. Turn it on and set its price in Settings.',
    student: 'Not a fan of the song that is playing? When your teacher allows it you can pay to skip it.',
    requires: ['jukebox'],
  },
  {
    key: 'anonymous-songs',
    title: 'Anonymous song requests',
    teacher: 'Students can hide their name from classmates on song requests. You always see who asked.',
    student: 'When your teacher allows it you can hide your name from classmates on your song requests.',
    requires: ['songs'],
  },
  {
    key: 'music-apps',
    title: 'Apple Music and YouTube Music',
    teacher: `Song requests now work with Apple Music and YouTube Music as well as Spotify.${jukeboxNote}`,
    student: `Song requests now link to Apple Music or YouTube Music when your class uses them.${jukeboxNote}`,
    requires: ['songs'],
  },
  {
    key: 'assignment-data',
    title: 'Assignment data viewer',
    teacher: 'See how a class did on an assignment, with grade bands and a chart of the scores.',
  },
  {
    key: 'random-groups',
    title: 'Random group generator',
    teacher: 'Split a course into 2 to 20 random groups in one click. Dropped students are left out.',
  },
  {
    key: 'suspended-students',
    title: 'Suspended students',
    teacher:
      'Drop a student to suspend their account. They see a notice asking them to speak with you, and leave your course lists.',
  },
  {
    key: 'dark-mode',
    title: 'Dark mode',
    teacher: 'Easier on the eyes: turn on dark mode in Settings under Appearance.',
    student: 'Easier on the eyes: turn on dark mode in Settings under Appearance.',
  },
  {
    key: 'email-notifications',
    title: 'Email notifications',
    teacher: `Get an email when a student ${isBuilt('songs') ? 'requests a song or ' : ''}places an order. Add your address in Settings under Notifications.`,
  },
  {
    key: 'inventory',
    title: 'Orders reserve their products',
    teacher: "A student's order takes its products out of stock as soon as it is submitted, so nothing is sold twice.",
    student:
      'Products in your order are set aside for you as soon as you submit it, so they never sell out from under you.',
  },
];

export function changesFor(audience: 'student' | 'teacher'): { key: string; title: string; text: string }[] {
  return CHANGES.filter((change) => (change.requires ?? []).every(isBuilt)).flatMap((change) => {
    if (audience === 'teacher') return [{ key: change.key, title: change.title, text: change.teacher }];
    return change.student ? [{ key: change.key, title: change.title, text: change.student }] : [];
  });
}
