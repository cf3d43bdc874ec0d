import { expect } from 'vitest';
import { serverUrl } from '../server';
import { apiCall, apiLogin, createSchool, giveBonus, type TE2ESchool, type TE2EStudent } from '../school';
import { connectJukebox, JUKEBOX_SETTINGS } from '../jukebox-settings';
import type { TTheme } from './contexts';

/** The base price of a pass, and the counselor's: free, with the teacher's OK (P48). */
export const PASS_PRICE = 20;
export const PRODUCT = 'Axe check notebook';
// A long name without a break in it: the phone's table must wrap it rather than push the actions off screen.
export const LONG_PRODUCT = 'Supercalifragilisticexpialidocious_sticker_set';
/** The class playlist of the jukebox, with tracks of the fake Spotify's catalogue (one explicit). */
export const PLAYLIST = 'Period 1 jams';
const PLAYLIST_TRACKS = ['morningalgebra1', 'recessforever01', 'lunchroomriot01'] as const;

/**
 * Every setting whose screens the sweep checks is on: hall passes with destinations, a wait line,
 * approvals, blackouts and kiosk PINs; song requests and removals; the Spotify jukebox (connected
 * in buildSweepSchool); the store; Prime (with dark mode open to everyone, so each student can be
 * put in the theme being checked); fines.
 */
const SETTINGS = {
  enableBetaFeatures: true,
  jukebox: JUKEBOX_SETTINGS.jukebox,
  fines: { enabled: true },
  hallpass: {
    enabled: true,
    allowStudentCreation: true,
    purchaseAmount: PASS_PRICE,
    waitLine: true,
    maxOut: 1,
    kioskPin: true,
    destinations: [
      { name: 'Restroom', cost: PASS_PRICE, needsApproval: false, maxOut: 0 },
      { name: 'Counselor', cost: 0, needsApproval: true, maxOut: 0 },
    ],
    blackouts: [{ from: '00:00', to: '00:01' }],
  },
  songs: {
    apps: { provider: 'spotify' },
    requests: { enabled: true, purchaseAmount: 50, allowAnonymous: true, preventDuplicates: true },
    removals: { enabled: true, purchaseAmount: 30, refundAmount: 20 },
  },
  products: { enabled: true, storeEnabled: true },
  // Prime is offered only with a benefit on: same-day delivery, which changes no one's prices.
  prime: { enabled: true, darkModeEnabled: false, sameDayDeliveryEnabled: true },
};

/** The students of the sweep, each in the state whose screens they show. */
export type TSweepSchool = TE2ESchool & {
  /** Has Prime, a bonus, a score, a pending order and a removal request: every student page is theirs. */
  prime: TE2EStudent;
  /** No Prime; has yet to choose a pass while the hall is full; kept apart from `out`. */
  plain: TE2EStudent;
  /** Out on an hour's pass the teacher wrote. */
  out: TE2EStudent;
  /** Waiting in the line for the restroom. */
  waiting: TE2EStudent;
  /** Dropped from the course: meets the suspension dialog. */
  dropped: TE2EStudent;
  /** A second course with nobody out: the calm kiosk. */
  emptyCourseId: string;
  /** A classroom device's kiosk (P49). */
  kioskCode: string;
  /** A course another teacher shared with this one (P60): its class view. */
  sharedCourseId: string;
};

/**
 * The sweep's own school, made through the API so the sweep depends on nothing another file does
 * (and another file on nothing it does). Everyone's dark mode is the theme checked, and What's New
 * is marked seen (it is checked from Settings, the same dialog, in every combination).
 */
export async function buildSweepSchool(prefix: string, theme: TTheme): Promise<TSweepSchool> {
  const school = await createSchool(prefix, { students: 7, settings: SETTINGS });
  const [prime, plain, out, waiting, asking, returning, dropped] = school.students as [
    TE2EStudent,
    TE2EStudent,
    TE2EStudent,
    TE2EStudent,
    TE2EStudent,
    TE2EStudent,
    TE2EStudent,
  ];
  const teacher = school.teacher.token;
  const call = async (path: string, method: string, body: unknown, token: string, status: number) => {
    const response = await apiCall(path, method, body, token);
    expect(response.status, `${method} ${path}`).toBe(status);
    return response.json() as Promise<Record<string, Record<string, string>>>;
  };
  const tokens = new Map<TE2EStudent, string>();
  for (const student of school.students) {
    await giveBonus(school, student, 500);
    tokens.set(student, await apiLogin(student.username, student.password));
  }
  const tokenOf = (student: TE2EStudent) => tokens.get(student)!;
  for (const token of [teacher, ...tokens.values()])
    await call('/api/user', 'PUT', { user: { darkMode: theme === 'dark', viewedChanges: true } }, token, 200);
  await call(`/api/users/${prime.username}`, 'PUT', { user: { hasPrime: true } }, teacher, 200);

  // An assignment with scores: the histogram of Assignment data, and a score on the account.
  await call(
    '/api/scores/import',
    'POST',
    {
      data: {
        courseId: school.course._id,
        tasks: [
          {
            title: 'Quiz 1',
            totalPoints: 10,
            scores: school.students.map((s, i) => ({ username: s.username, value: i + 3 })),
          },
        ],
      },
    },
    teacher,
    200,
  );

  // The store: two products (one with a long name) and the Prime student's pending order.
  const productIds: string[] = [];
  for (const [name, maxPurchaseQuantity] of [
    [PRODUCT, 2],
    [LONG_PRODUCT, 0],
  ] as const) {
    const product = { name, description: 'Lined, 80 pages', photoUrl: `${serverUrl()}/favicon.svg` };
    const made = await call(
      '/api/products',
      'POST',
      { product: { ...product, cost: 40, quantity: 3, maxPurchaseQuantity } },
      teacher,
      201,
    );
    productIds.push(made.product!._id!);
  }
  const [first] = productIds as [string];
  await call(
    '/api/purchases',
    'POST',
    { purchase: { products: [first], quantities: { [first]: 1 } } },
    tokenOf(prime),
    201,
  );

  // Songs in every status: approved, pending approval, pending removal.
  const request = async (title: string) =>
    (await call('/api/songs', 'POST', { song: { title, artist: 'The Beatles' } }, tokenOf(plain), 201)).song!._id!;
  const approve = (id: string) => call(`/api/songs/${id}`, 'PUT', { song: { status: 'approved' } }, teacher, 200);
  await approve(await request('Blackbird'));
  await request('Let It Be');
  const something = await request('Something');
  await approve(something);
  await call(`/api/songs/${something}`, 'PUT', { song: { status: 'pendingRemoval' } }, tokenOf(prime), 200);

  // Hall passes: one back (the report's history), one out, one in line, one asking for the counselor.
  const write = (student: TE2EStudent, destination: string, duration: number) =>
    call(
      '/api/passes',
      'POST',
      { pass: { student: student._id, destination, duration, createdBy: 'Grace Hopper', override: true } },
      teacher,
      201,
    );
  const back = await write(returning, 'Restroom', 5);
  await call(`/api/passes/${back.pass!._id}/return`, 'PUT', { pass: {} }, teacher, 200);
  await write(out, 'office', 60);
  await call('/api/passes', 'POST', { pass: { destination: 'Restroom' } }, tokenOf(waiting), 201);
  await call('/api/passes', 'POST', { pass: { destination: 'Counselor' } }, tokenOf(asking), 201);
  await call(
    '/api/passes/separations',
    'POST',
    { separation: { students: [out.username, plain.username] } },
    teacher,
    201,
  );

  // The jukebox: access granted, Spotify connected, the class playlist made (its dialogs are checked).
  await connectJukebox(school, PLAYLIST, PLAYLIST_TRACKS);

  const empty = await call('/api/courses', 'POST', { course: { name: 'Robotics', period: 5 } }, teacher, 201);
  const kiosk = await call('/api/kiosks', 'POST', { kiosk: { courseId: school.course._id } }, teacher, 201);
  await call(`/api/users/${dropped.username}`, 'PUT', { user: { dropped: true } }, teacher, 200);

  // A colleague's course shared with this teacher (P60), with a preset to give in it.
  const colleague = await createSchool(`${prefix}co`, { students: 2, settings: SETTINGS });
  await call('/api/bonuses', 'POST', { bonus: { description: 'Kind words', amount: 3 } }, colleague.teacher.token, 201);
  await call(
    `/api/courses/${colleague.course.slug}/co-teachers`,
    'POST',
    { coTeachers: { usernames: [school.teacher.username] } },
    colleague.teacher.token,
    200,
  );
  return {
    ...school,
    prime,
    plain,
    out,
    waiting,
    dropped,
    emptyCourseId: empty.course!._id!,
    kioskCode: kiosk.kiosk!.code!,
    sharedCourseId: colleague.course._id,
  };
}
