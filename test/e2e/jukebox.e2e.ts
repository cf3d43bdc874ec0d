import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl, spotifyUrl } from './server';
import { expectNoAxeViolations } from './axe';
import {
  dismissWhatsNewIfShown,
  launchBrowser,
  newPage,
  openAccordion,
  screenshot,
  waitForQuietNetwork,
  DESKTOP,
  PHONE,
  waitForSnackbar,
  signIn,
} from './browser';
import { addToClassPlaylist, JUKEBOX_SETTINGS, resetSpotifyPlayer } from './jukebox-settings';
import { E2E_ADMIN } from './server-setup';
import { apiCall, apiLogin, createSchool, giveBonus, type TE2ESchool, type TE2EStudent } from './school';

// The Spotify jukebox end to end (issue 10, P20, P37): hidden until every condition holds; the
// teacher asks for access, the admin grants it, the teacher connects through Spotify's authorize
// page (the test server's fake Spotify, test/support/fake-spotify) and creates the class playlist;
// students pay to queue and to skip, and the teacher's open queue follows along.
// The jukebox's dialogs in both themes and widths are checked by the accessibility sweep (a11y/).

// The fake's catalogue (test/support/fake-spotify/state.ts): one explicit track, one playing.
const TRACKS = { algebra: 'morningalgebra1', recess: 'recessforever01', riot: 'lunchroomriot01' } as const;

let browser: Browser;
let school: TE2ESchool;
let ada: TE2EStudent;
let ben: TE2EStudent;

function shot(page: Page, name: string): Promise<void> {
  return screenshot(page, `jukebox-${name}`);
}

async function signedIn(who: { username: string; password: string }, viewport = DESKTOP): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await signIn(page, who.username, who.password);
  await page.waitForURL(/\/(student|teacher|admin)\/(account|accounts|teachers)$/);
  await dismissWhatsNewIfShown(page);
  return page;
}

/** Signed in straight onto `path` (one page load, not two), once its heading shows. */
async function signedInOn(
  who: { username: string; password: string },
  path: string,
  viewport = DESKTOP,
): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await signIn(page, who.username, who.password, { landOn: path });
  // First: while What's New is open, the page behind it (its heading too) is hidden from roles.
  await dismissWhatsNewIfShown(page);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

async function openSongs(page: Page, role: 'student' | 'teacher'): Promise<void> {
  await page.goto(`/${role}/songs`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

async function openJukebox(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Jukebox', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Jukebox' });
  await dialog.getByRole('list', { name: /^Tracks of/ }).waitFor();
  return dialog;
}

async function openQueue(page: Page, jukebox: Locator): Promise<Locator> {
  await jukebox.getByRole('button', { name: 'Spotify Queue' }).click();
  const queue = page.getByRole('dialog', { name: 'Spotify Queue' });
  await queue.getByRole('heading', { name: 'Now Playing' }).waitFor();
  return queue;
}

const balanceOf = (page: Page) => page.getByRole('group', { name: 'Balance' }).innerText();

/** Adds tracks to the class playlist in Spotify's own app, behind Classmint's back. */
async function addInSpotify(trackIds: string[]): Promise<void> {
  const courses = await apiCall('/api/courses', 'GET', undefined, school.teacher.token);
  const { courses: list } = (await courses.json()) as { courses: { slug: string; playlistId: string | null }[] };
  const playlistId = list.find((course) => course.slug === school.course.slug)?.playlistId;
  const added = await fetch(`${spotifyUrl()}/__control/playlists/add`, {
    method: 'POST',
    body: JSON.stringify({ playlistId, trackIds }),
  });
  expect(added.status).toBe(204);
}

/** Steers the fake Spotify the test server talks to (test/support/fake-spotify, `/__control/...`). */
async function spotifyControl(what: 'hang' | 'drop', body: Record<string, string>): Promise<void> {
  const answer = await fetch(`${spotifyUrl()}/__control/${what}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(204);
}

/** The teacher chooses the class's music app in Settings (the whole settings, as the page saves them). */
async function setMusicApp(provider: 'apple' | 'spotify'): Promise<void> {
  const me = await apiCall('/api/user', 'GET', undefined, school.teacher.token);
  const { user } = (await me.json()) as { user: { settings: { songs: { apps: { provider: string } } } } };
  user.settings.songs.apps.provider = provider;
  const saved = await apiCall('/api/user/settings', 'PUT', { settings: user.settings }, school.teacher.token);
  expect(saved.status).toBe(200);
}

/** The visible text that says why a disabled button is off, and that it is the button's description. */
async function shownReason(page: Page, button: Locator): Promise<string> {
  expect(await button.isDisabled()).toBe(true);
  const id = await button.getAttribute('aria-describedby');
  expect(id).toBeTruthy();
  const reason = page.locator(`[id="${id}"]`);
  expect(await reason.isVisible()).toBe(true);
  return reason.innerText();
}

/** A paid action asks first: the confirmation shows the song and the price; Cancel charges nothing. */
async function confirmation(page: Page, title: string, price: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: `Pay ${price}` }).waitFor();
  expect(await dialog.innerText()).toContain(`It costs ${price}`);
  return dialog;
}

beforeAll(async () => {
  await resetSpotifyPlayer();
  browser = await launchBrowser();
  school = await createSchool('juke', { students: 2, settings: JUKEBOX_SETTINGS, period: 3 });
  [ada, ben] = school.students as [TE2EStudent, TE2EStudent];
  await giveBonus(school, ada, 300);
  await giveBonus(school, ben, 20);
});
afterAll(() => browser.close());

describe('the Spotify jukebox', () => {
  it('stays hidden until the admin grants access and the teacher connects', async () => {
    const page = await signedInOn(ada, '/student/songs', PHONE);
    await page.getByRole('heading', { name: /^Songs for/ }).waitFor();
    await waitForQuietNetwork(page);
    expect(await page.getByRole('button', { name: /jukebox/i }).count()).toBe(0);
    await page.context().close();
  });

  it('the teacher asks for access, kindly checked, and the admin sees the request and grants it', async () => {
    const page = await signedInOn(school.teacher, '/teacher/settings');
    const section = page.getByRole('region', { name: 'Jukebox' });
    await section.getByRole('button', { name: 'Request jukebox access' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request jukebox access' });
    const send = dialog.getByRole('button', { name: 'Send request' });
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Grace Hopper');
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByLabel('Email').fill('grace@');
    await dialog.getByText('Not a valid email').waitFor();
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByLabel('Name').fill('');
    await dialog.getByText('Required').waitFor();
    await dialog.getByLabel('Name').fill('Grace Hopper');
    await dialog.getByLabel('Email').fill('grace@school.example');
    await expectNoAxeViolations(page, 'Jukebox access request', dialog);
    await shot(page, 'access-request');
    await send.click();
    await waitForSnackbar(page, 'Jukebox access requested');
    await section.getByRole('button', { name: 'Request has been sent' }).waitFor();
    expect(await section.getByRole('button', { name: 'Request has been sent' }).isDisabled()).toBe(true);
    // Sending the request saved nothing else: the settings form is untouched.
    expect(await page.getByText('Settings saved').count()).toBe(0);
    await page.context().close();

    const admin = await signedIn(E2E_ADMIN);
    const teacher = admin.getByRole('heading', { level: 2 }).filter({ hasText: school.teacher.username });
    await teacher.getByText('Jukebox access requested').waitFor();
    await openAccordion(teacher.locator('[aria-expanded]'));
    await admin.getByText('Grace Hopper (grace@school.example) asked for jukebox access').waitFor();
    await shot(admin, 'admin-request');
    // A click, not check(): the switch shows the change once the mutation has started, a moment later.
    const permission = admin.getByRole('switch', { name: 'Jukebox permission' });
    await permission.click();
    await waitForSnackbar(admin, 'Teacher updated');
    expect(await permission.isChecked()).toBe(true);
    await admin.getByText('asked for jukebox access').waitFor({ state: 'hidden' });
    await admin.context().close();
  });

  it('connecting from localhost, the README’s address, comes back to localhost signed in (issue 28)', async () => {
    // Spotify's redirect address is PUBLIC_URL's 127.0.0.1; the teacher works on localhost.
    const onLocalhost = serverUrl().replace('127.0.0.1', 'localhost');
    const context = await browser.newContext({ baseURL: onLocalhost, viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, school.teacher.username, school.teacher.password, { landOn: '/teacher/settings' });
    await dismissWhatsNewIfShown(page);
    const section = page.getByRole('region', { name: 'Jukebox' });
    await section.getByRole('button', { name: 'Connect to Spotify' }).click();
    await page.waitForURL(`${spotifyUrl()}/authorize?**`);
    await page.getByRole('button', { name: 'Agree' }).click();
    await page.waitForURL(`${onLocalhost}/teacher/settings`);
    await waitForSnackbar(page, 'Connected to Spotify');
    await section.getByText('Spotify account: Ms. Frizzle').waitFor();
    await shot(page, 'connected-from-localhost');
    // Disconnected again, so the next test connects the usual way.
    await section.getByRole('button', { name: 'disconnect' }).click();
    await page.getByRole('dialog', { name: 'Disconnect Spotify?' }).getByRole('button', { name: 'Disconnect' }).click();
    await section.getByRole('button', { name: 'Connect to Spotify' }).waitFor();
    await context.close();
  });

  it('the teacher connects through Spotify and creates the class playlist', { timeout: 90_000 }, async () => {
    const page = await signedInOn(school.teacher, '/teacher/settings');
    const section = page.getByRole('region', { name: 'Jukebox' });
    await section.getByRole('button', { name: 'Connect to Spotify' }).click();
    // Spotify's own page (the fake's), where the teacher agrees.
    await page.waitForURL(`${spotifyUrl()}/authorize?**`);
    await page.getByRole('button', { name: 'Agree' }).click();
    await page.waitForURL('**/teacher/settings');
    await waitForSnackbar(page, 'Connected to Spotify');
    await section.getByText('Spotify account: Ms. Frizzle').waitFor();
    await waitForQuietNetwork(page);
    expect(await page.locator('.cm-snackbar').filter({ hasText: 'Connected to Spotify' }).count()).toBe(1);
    expect(page.url()).not.toContain('spotify=');
    await expectNoAxeViolations(page, 'Settings with Spotify connected');
    await shot(page, 'settings-connected');

    await openSongs(page, 'teacher');
    await page.getByRole('button', { name: 'Manage Playlists' }).click();
    const manage = page.getByRole('dialog', { name: 'Manage Playlists' });
    const course = manage.getByRole('region', { name: /Period 3/ });
    await course.getByLabel('Playlist name').fill('Period 3 jams');
    await course.getByRole('button', { name: 'Create playlist' }).click();
    await waitForSnackbar(page, 'Playlist created');
    await course.getByText('No tracks have been added to this playlist').waitFor();
    await expectNoAxeViolations(page, 'Manage Playlists, empty playlist', manage);

    // Songs reach the playlist the way a teacher's app adds them (the UI's song approval is tested below).
    await addToClassPlaylist(school, Object.values(TRACKS));
    // Added outside this dialog: opening it again reads the playlist again, without a reload (issue 28).
    await manage.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Manage Playlists' }).click();
    await course.getByRole('list', { name: 'Tracks of Period 3 jams' }).getByText('Recess Forever').waitFor();
    await course.getByText('· 3 tracks').waitFor();
    // Added in Spotify's app while the dialog is open: Refresh playlists shows it.
    await addInSpotify(['fieldtrip000001']);
    await manage.getByRole('button', { name: 'Refresh playlists' }).click();
    await course.getByText('· 4 tracks').waitFor();
    await course.getByRole('list', { name: 'Tracks of Period 3 jams' }).getByText('Field Trip').waitFor();
    await shot(page, 'manage-playlists');
    // Manage Courses marks the course that has a playlist (seed 001 section 2).
    await page.goto('/teacher/courses');
    await page.getByRole('heading', { name: 'Manage Courses' }).waitFor();
    // The icon is inside the accordion's button, so it is read as part of the button's name.
    await page.getByRole('button', { name: /Computing.*Jukebox playlist linked/ }).waitFor();
    await shot(page, 'courses');
    await page.context().close();
  });

  it('a student pays to queue and to skip; the teacher’s open queue follows', { timeout: 90_000 }, async () => {
    const teacher = await signedInOn(school.teacher, '/teacher/songs');
    const teacherQueue = await openQueue(teacher, await openJukebox(teacher));

    const page = await signedInOn(ada, '/student/songs', PHONE);
    const jukebox = await openJukebox(page);
    await jukebox.getByText('A song costs 100 pts.').waitFor();
    expect(await balanceOf(page)).toContain('300');
    // Explicit songs are off by default: the button says why, in words under it (issue 28).
    const riot = jukebox.getByRole('button', { name: /^Add to queue for 100 pts: Lunchroom Riot by Detention Kids/ });
    expect(await shownReason(page, riot)).toBe('Explicit songs are turned off in your class');
    await shot(page, 'student-jukebox');
    // Queueing asks first, like every purchase (issue 28): Cancel takes nothing, Pay takes the price once.
    const algebra = jukebox.getByRole('button', {
      name: 'Add to queue for 100 pts: Morning Algebra by Chalk & Cheese',
    });
    await algebra.click();
    let confirm = await confirmation(page, 'Add this song to the queue?', '100 pts');
    expect(await confirm.innerText()).toContain('Morning Algebra');
    await expectNoAxeViolations(page, 'Add to queue confirmation, phone', confirm);
    await shot(page, 'student-confirm-add');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await waitForQuietNetwork(page);
    expect(await balanceOf(page)).toContain('300');
    expect(await teacherQueue.getByText('Morning Algebra').count()).toBe(0);
    await algebra.click();
    confirm = await confirmation(page, 'Add this song to the queue?', '100 pts');
    await confirm.getByRole('button', { name: 'Pay 100 pts' }).click();
    await waitForSnackbar(page, 'Song added to queue');
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => balanceOf(page)).toContain('200');
    // The live update reaches the teacher's open Spotify Queue.
    await teacherQueue.getByRole('list', { name: 'Up Next' }).getByText('Morning Algebra').waitFor();

    const queue = await openQueue(page, jukebox);
    await queue.getByRole('list', { name: 'Up Next' }).getByText('Morning Algebra').waitFor();
    await shot(page, 'student-queue');
    const skipField = queue.getByRole('button', { name: 'Skip for 50 pts: Field Trip by Yellow Bus Band' });
    await skipField.click();
    confirm = await confirmation(page, 'Skip this song?', '50 pts');
    await expectNoAxeViolations(page, 'Skip confirmation, phone', confirm);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    // Nothing was skipped: the same song still plays (the balance, checked below, fell by one skip only).
    expect(await skipField.isVisible()).toBe(true);
    await skipField.click();
    confirm = await confirmation(page, 'Skip this song?', '50 pts');
    await confirm.getByRole('button', { name: 'Pay 50 pts' }).click();
    await waitForSnackbar(page, 'Song has been skipped');
    await queue.getByRole('button', { name: /^Skip for 50 pts: Study Hall/ }).waitFor();
    await queue.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => balanceOf(page)).toContain('150');
    await page.context().close();
    await teacher.context().close();

    // Ben has 20 pts: the buttons are off, and the reason is written out, no hover needed (issue 28).
    for (const viewport of [PHONE, DESKTOP]) {
      const poor = await signedInOn(ben, '/student/songs', viewport);
      const benBox = await openJukebox(poor);
      const add = benBox.getByRole('button', { name: /^Add to queue for 100 pts: Recess Forever/ });
      expect(await shownReason(poor, add)).toBe('Insufficient funds! You have 20 pts');
      const benQueue = await openQueue(poor, benBox);
      const skip = benQueue.getByRole('button', { name: /^Skip for 50 pts:/ });
      expect(await shownReason(poor, skip)).toBe('Insufficient funds! You have 20 pts');
      await shot(poor, `student-short-of-points-${viewport === PHONE ? 'phone' : 'desktop'}`);
      await poor.context().close();
    }
  });

  it('a student meets the seed’s text when no music is playing, and pays nothing', async () => {
    await fetch(`${spotifyUrl()}/__control/device`, {
      method: 'POST',
      body: JSON.stringify({ active: false }),
    });
    try {
      const page = await signedInOn(ada, '/student/songs');
      const jukebox = await openJukebox(page);
      await jukebox.getByRole('button', { name: /^Add to queue for 100 pts: Recess Forever/ }).click();
      const confirm = await confirmation(page, 'Add this song to the queue?', '100 pts');
      await confirm.getByRole('button', { name: 'Pay 100 pts' }).click();
      await confirm.getByText(/there is no music playing in class right now/).waitFor();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      expect(await balanceOf(page)).toContain('150');
      await page.context().close();
    } finally {
      await fetch(`${spotifyUrl()}/__control/device`, {
        method: 'POST',
        body: JSON.stringify({ active: true }),
      });
    }
  });

  it('a hanging Spotify: the Queue gives up at the deadline paying has, and says so alone (issue 42)', async () => {
    await spotifyControl('hang', { method: 'GET', path: '/v1/me/player/queue' });
    try {
      const page = await signedInOn(ada, '/student/songs');
      const jukebox = await openJukebox(page);
      const started = Date.now();
      await jukebox.getByRole('button', { name: 'Spotify Queue' }).click();
      const queue = page.getByRole('dialog', { name: 'Spotify Queue' });
      // The server's deadline is 5 s (SPOTIFY_TIMEOUT_MS); asking twice more took about 18 s.
      await queue
        .getByText("Spotify didn't answer in time. Try again in a minute.", { exact: true })
        .waitFor({ timeout: 15_000 });
      expect(Date.now() - started).toBeLessThan(9_000);
      await queue.getByRole('button', { name: 'Try again' }).waitFor();
      await expectNoAxeViolations(page, 'Spotify Queue that timed out', queue);
      await shot(page, 'queue-timed-out');
      await page.context().close();
    } finally {
      await spotifyControl('drop', {});
    }
  });

  it('a student’s open Songs page follows the music app live, and asks them to tell their teacher (issue 42)', async () => {
    const page = await signedInOn(ada, '/student/songs', PHONE);
    const jukeboxButton = page.getByRole('button', { name: 'Jukebox', exact: true });
    await jukeboxButton.waitFor();
    await setMusicApp('apple');
    try {
      // No reload: the live event brings the class's settings.
      await page.getByText(/Ask your teacher to choose Spotify under Song Requests\./).waitFor({ timeout: 10_000 });
      expect(await jukeboxButton.count()).toBe(0);
      expect(await page.getByText(/select a different music app/).count()).toBe(0);
      await expectNoAxeViolations(page, 'student Songs page, another music app');
      await shot(page, 'student-not-supported-phone');
    } finally {
      await setMusicApp('spotify');
    }
    await jukeboxButton.waitFor({ timeout: 10_000 });
    await page.context().close();
  });

  it('on a desktop too, queueing asks first: Cancel charges nothing, Pay charges once', async () => {
    await giveBonus(school, ben, 200);
    const page = await signedInOn(ben, '/student/songs', DESKTOP);
    const jukebox = await openJukebox(page);
    await expect.poll(() => balanceOf(page)).toContain('220');
    const recess = jukebox.getByRole('button', {
      name: 'Add to queue for 100 pts: Recess Forever by The Hall Monitors',
    });
    await recess.click();
    let confirm = await confirmation(page, 'Add this song to the queue?', '100 pts');
    await expectNoAxeViolations(page, 'Add to queue confirmation, desktop', confirm);
    await shot(page, 'student-confirm-add-desktop');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await waitForQuietNetwork(page);
    expect(await balanceOf(page)).toContain('220');
    await recess.click();
    confirm = await confirmation(page, 'Add this song to the queue?', '100 pts');
    await confirm.getByRole('button', { name: 'Pay 100 pts' }).click();
    await waitForSnackbar(page, 'Song added to queue');
    await expect.poll(() => balanceOf(page)).toContain('120');
    const queue = await openQueue(page, jukebox);
    await queue.getByRole('list', { name: 'Up Next' }).getByText('Recess Forever').waitFor();
    expect(await queue.getByRole('list', { name: 'Up Next' }).getByText('Recess Forever').count()).toBe(1);
    await page.context().close();
  });

  it('Manage Playlists on a phone reads the playlist again when opened and on Refresh', async () => {
    const page = await signedInOn(school.teacher, '/teacher/songs', PHONE);
    await addInSpotify(['paperlanterns01']);
    await page.getByRole('button', { name: 'Manage Playlists' }).click();
    const manage = page.getByRole('dialog', { name: 'Manage Playlists' });
    const course = manage.getByRole('region', { name: /Period 3/ });
    await course.getByText('· 5 tracks').waitFor();
    await addInSpotify(['morningalgebra1']);
    await manage.getByRole('button', { name: 'Refresh playlists' }).click();
    await course.getByText('· 6 tracks').waitFor();
    await shot(page, 'manage-playlists-phone-refreshed');
    await page.context().close();
  });

  it('approving a song request adds Spotify’s match to the class playlist, a near miss as a best guess', async () => {
    const token = await apiLogin(ben.username, ben.password);
    await giveBonus(school, ben, 20);
    for (const song of [
      { title: 'Bell Rings', artist: 'Passing Period' },
      { title: 'Study Hal', artist: 'quiet please' },
    ]) {
      expect((await apiCall('/api/songs', 'POST', { song }, token)).status).toBe(201);
    }
    const page = await signedInOn(school.teacher, '/teacher/songs');
    await page.getByRole('button', { name: /^Process requests/ }).click();
    const dialog = page.getByRole('dialog', { name: /Process requests/ });

    await dialog.getByRole('heading', { name: 'Bell Rings' }).waitFor();
    await dialog.getByRole('radio', { name: 'Approve' }).check();
    const matches = dialog.getByRole('radiogroup', { name: 'Add to the Period 3 · Computing playlist (optional)' });
    // Spotify found the requested song itself: adding it is already chosen (issue 28).
    await expect.poll(() => matches.getByRole('radio', { name: /^Bell Rings/ }).isChecked()).toBe(true);
    expect(await dialog.getByText('Not an exact match').count()).toBe(0);
    await expectNoAxeViolations(page, 'Process requests with Spotify matches', dialog);
    await shot(page, 'approve-with-match');
    await dialog.getByRole('button', { name: 'Save & Continue' }).click();
    await waitForSnackbar(page, 'Song request approved');

    // 'Study Hal' by 'quiet please' finds Study Hall: the teacher's best guess, said to the student.
    await dialog.getByRole('heading', { name: 'Study Hal' }).waitFor();
    await dialog.getByRole('radio', { name: 'Approve' }).check();
    await matches.getByRole('radio', { name: /^Study Hall/ }).waitFor();
    expect(await matches.getByRole('radio', { name: "Don't add it to the playlist" }).isChecked()).toBe(true);
    await matches.getByRole('radio', { name: /^Study Hall/ }).check();
    await dialog.getByText(/^Not an exact match/).waitFor();
    expect(await dialog.getByRole('radio', { name: 'Picked my best guess' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Save & Continue' }).click();
    await dialog.getByText('All caught up!').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Manage Playlists' }).click();
    const tracks = page
      .getByRole('dialog', { name: 'Manage Playlists' })
      .getByRole('list', { name: 'Tracks of Period 3 jams' });
    await tracks.getByText('Bell Rings').waitFor();
    await tracks.getByText('Study Hall').waitFor();
    await page.context().close();

    const answer = await apiCall('/api/songs/student', 'GET', undefined, token);
    const { songs } = (await answer.json()) as { songs: { title: string; statusDescription: string }[] };
    expect(songs.find((song) => song.title === 'Study Hal')?.statusDescription).toBe('Picked my best guess');
  });

  it('on a phone too, an exact match from Spotify is chosen already when approving (issue 28)', async () => {
    const token = await apiLogin(ben.username, ben.password);
    await giveBonus(school, ben, 10);
    const song = { title: 'Field Trip', artist: 'yellow bus band' };
    expect((await apiCall('/api/songs', 'POST', { song }, token)).status).toBe(201);
    const page = await signedInOn(school.teacher, '/teacher/songs', PHONE);
    await page.getByRole('button', { name: /^Process requests/ }).click();
    const dialog = page.getByRole('dialog', { name: /Process requests/ });
    await dialog.getByRole('heading', { name: 'Field Trip' }).waitFor();
    await dialog.getByRole('radio', { name: 'Approve' }).check();
    const matches = dialog.getByRole('radiogroup', { name: 'Add to the Period 3 · Computing playlist (optional)' });
    await expect.poll(() => matches.getByRole('radio', { name: /^Field Trip/ }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Save & Continue' }).click();
    await waitForSnackbar(page, 'Song request approved');
    await page.context().close();
    // The song now names the track the teacher added (it is on the playlist already, from Spotify).
    const answer = await apiCall('/api/songs/student', 'GET', undefined, token);
    const { songs } = (await answer.json()) as { songs: { title: string; status: string }[] };
    expect(songs.find((entry) => entry.title === 'Field Trip')?.status).toBe('approved');
  });

  it('removing a song takes it off the class playlist; when Spotify refuses, the teacher is told what to do', async () => {
    const token = await apiLogin(ben.username, ben.password);
    await giveBonus(school, ben, 20);
    const list = await apiCall('/api/songs/student', 'GET', undefined, token);
    const { songs } = (await list.json()) as { songs: { _id: string; title: string }[] };
    for (const title of ['Bell Rings', 'Study Hal']) {
      const id = songs.find((song) => song.title === title)?._id;
      expect((await apiCall(`/api/songs/${id}`, 'PUT', { song: { status: 'pendingRemoval' } }, token)).status).toBe(
        200,
      );
    }
    const page = await signedInOn(school.teacher, '/teacher/songs', PHONE);
    await page.getByRole('button', { name: /^Process requests/ }).click();
    const dialog = page.getByRole('dialog', { name: /Process requests/ });
    await dialog.getByRole('heading', { name: 'Bell Rings' }).waitFor();
    await dialog.getByRole('radio', { name: /^Remove/ }).check();
    await dialog.getByRole('button', { name: 'Save & Continue' }).click();
    await waitForSnackbar(
      page,
      "Song removed. 'Bell Rings' by Passing Period was taken off the class playlist in Spotify.",
    );

    // Spotify refuses the next one: the song is removed all the same, and the teacher reads what to do.
    const refused = await fetch(`${spotifyUrl()}/__control/fail`, {
      method: 'POST',
      body: JSON.stringify({ method: 'DELETE', path: '/items', status: 500 }),
    });
    expect(refused.status).toBe(204);
    await dialog.getByRole('heading', { name: 'Study Hal' }).waitFor();
    await dialog.getByRole('radio', { name: /^Remove/ }).check();
    await dialog.getByRole('button', { name: 'Save & Continue' }).click();
    await dialog.getByText('All caught up!').waitFor();
    const notice = dialog.getByRole('alert').filter({ hasText: 'The song is removed in Classmint' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain(
      "but Spotify isn't working right now, so 'Study Hal' by quiet please may still be on the class playlist. Open the playlist in the Spotify app and remove it there",
    );
    await expectNoAxeViolations(page, 'Process requests with a Spotify refusal', dialog);
    await shot(page, 'removal-refused');
    await dialog.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Manage Playlists' }).click();
    const tracks = page
      .getByRole('dialog', { name: 'Manage Playlists' })
      .getByRole('list', { name: 'Tracks of Period 3 jams' });
    await tracks.getByText('Recess Forever').waitFor();
    expect(await tracks.getByText('Bell Rings').count()).toBe(0);
    expect(await tracks.getByText('Study Hall').count()).toBe(1);
    await page.context().close();
  });
});
