import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dismissWhatsNewIfShown,
  launchBrowser,
  navLabels,
  newPage,
  screenshot,
  waitForQuietNetwork,
  DESKTOP,
  PHONE,
  waitForSnackbar,
  signIn,
} from './browser';
import { apiCall, apiLogin, createSchool, giveBonus, type TE2ESchool, type TE2EStudent } from './school';

// Song requests end to end (P19, P29, P32, P35, P38): a fresh class with requests (50 pts) and
// removals (30 pts, 20 pts back to the requester) on, duplicates refused.
const SONG_SETTINGS = {
  songs: {
    apps: { provider: 'spotify' },
    requests: { enabled: true, purchaseAmount: 50, allowAnonymous: true, preventDuplicates: true },
    removals: { enabled: true, purchaseAmount: 30, refundAmount: 20 },
  },
};

let browser: Browser;
let school: TE2ESchool;
let ada: TE2EStudent;
let ben: TE2EStudent;

/** Screenshots go where the others do (test-results/), named after this file's screens. */
function shot(page: Page, name: string): Promise<void> {
  return screenshot(page, `songs-${name}`);
}

/** Signs in through the form and closes What's New, which a fresh account sees first. */
async function signedIn(who: { username: string; password: string }, viewport = DESKTOP) {
  const { page, context } = await newPage(browser, viewport);
  await signIn(page, who.username, who.password);
  await page.waitForURL(/\/(student|teacher)\/(account|accounts)$/);
  await dismissWhatsNewIfShown(page);
  return { page, context };
}

async function openSongs(page: Page, role: 'student' | 'teacher'): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Songs' }).click();
  await page.waitForURL(`**/${role}/songs`);
}

const playlistRow = (page: Page, title: string): Locator => page.getByRole('row').filter({ hasText: title });

async function buySong(page: Page, title: string, artist: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Buy a song' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy a song' });
  await dialog.getByLabel('Song title').fill(title);
  await dialog.getByLabel('Artist').fill(artist);
  await dialog.getByRole('button', { name: /^Buy for/ }).click();
  return dialog;
}

/** The teacher's queue: the current song's decision, an optional condition or reason, Save & Continue. */
async function decide(dialog: Locator, title: string, decision: RegExp, description?: string, other?: string) {
  await dialog.getByRole('heading', { name: title }).waitFor();
  await dialog.getByRole('radio', { name: decision }).check();
  if (description) await dialog.getByRole('radio', { name: description, exact: true }).check();
  if (other) await dialog.getByRole('textbox', { name: /^(Condition|Reason)/ }).fill(other);
  await dialog.getByRole('button', { name: 'Save & Continue' }).click();
}

const balanceOf = (page: Page) => page.getByRole('group', { name: 'Balance' }).innerText();

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('songs', { students: 3, settings: SONG_SETTINGS, period: 4 });
  [ada, ben] = school.students as [TE2EStudent, TE2EStudent];
  for (const student of school.students) await giveBonus(school, student, 500);
});
afterAll(() => browser.close());

describe('song requests', () => {
  it(
    'a request, a refused duplicate, approval with a condition, a paid removal refunded live, a rejection, a delete',
    { timeout: 240_000 },
    async () => {
      // Ada asks for anonymity in Settings, then requests a song.
      const a = await signedIn(ada);
      expect(await navLabels(a.page)).toContain('Songs');
      await a.page.goto('/student/settings');
      const anonymous = a.page.getByRole('switch', { name: 'Make my song requests anonymous' });
      await anonymous.check();
      await a.page.getByRole('button', { name: 'Save settings' }).click();
      await waitForSnackbar(a.page, 'Settings saved');
      await openSongs(a.page, 'student');
      await a.page.getByRole('heading', { name: 'Songs for Ada1 Lovelace', level: 1 }).waitFor();
      await a.page.getByText('No songs have been added to this class playlist').waitFor();

      await a.page.getByRole('button', { name: 'Buy a song' }).click();
      let dialog = a.page.getByRole('dialog', { name: 'Buy a song' });
      await dialog.getByText('Price: 50 pts').waitFor();
      await dialog.getByRole('button', { name: 'Buy for 50 pts' }).click();
      await dialog.getByText("Enter the song's title").waitFor();
      await dialog.getByText("Enter the artist's name").waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      dialog = await buySong(a.page, 'Here Comes the Sun', 'The Beatles');
      await waitForSnackbar(a.page, 'Song requested');
      await dialog.waitFor({ state: 'hidden' });
      const adaRow = playlistRow(a.page, 'Here Comes the Sun');
      await adaRow.getByText('Pending approval').waitFor();
      expect(await adaRow.innerText()).toContain('anonymous to classmates');
      await shot(a.page, 'student-songs-desktop');

      // Ben, on a phone, is refused the same song in other letters, and sees Ada as Anonymous.
      const b = await signedIn(ben, PHONE);
      await openSongs(b.page, 'student');
      dialog = await buySong(b.page, ' here comes the SUN ', 'the beatles');
      await dialog.getByText('This song has already been requested').waitFor();
      await dialog.getByText(/pick a different song/).waitFor();
      await shot(b.page, 'buy-song-duplicate-phone');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await b.page.getByText('You have not requested a song yet').waitFor();
      await b.page.getByRole('switch', { name: 'Show only my songs' }).uncheck();
      const benView = playlistRow(b.page, 'Here Comes the Sun');
      await benView.waitFor();
      expect(await benView.innerText()).toContain('Anonymous');
      expect(await benView.innerText()).not.toContain('Ada1');
      const spotify = benView.getByRole('link', { name: /^Spotify: search for Here Comes the Sun by The Beatles/ });
      expect(await spotify.getAttribute('href')).toBe(
        'https://open.spotify.com/search/Here%20Comes%20the%20Sun%20The%20Beatles',
      );
      expect(await spotify.getAttribute('target')).toBe('_blank');
      await shot(b.page, 'student-songs-phone');

      // The teacher sees the name (P32) and approves with a condition in the queue.
      const t = await signedIn(school.teacher);
      await openSongs(t.page, 'teacher');
      await t.page.getByRole('heading', { name: 'Manage Song Requests', level: 1 }).waitFor();
      await t.page.getByRole('heading', { name: 'Period 4' }).waitFor();
      const teacherRow = playlistRow(t.page, 'Here Comes the Sun');
      expect(await teacherRow.innerText()).toContain('Ada1 Lovelace');
      const processButton = t.page.getByRole('button', { name: /^Process requests/ });
      expect(await processButton.getAttribute('aria-label')).toBe('Process requests (1 pending)');
      await shot(t.page, 'teacher-songs-desktop');
      await processButton.click();
      dialog = t.page.getByRole('dialog', { name: /Process requests/ });
      await shot(t.page, 'process-requests-desktop');
      await decide(dialog, 'Here Comes the Sun', /^Approve/, 'Clean version');
      await waitForSnackbar(t.page, 'Song request approved');
      await dialog.getByText('All caught up!').waitFor();
      await dialog.getByRole('button', { name: 'Done' }).click();
      await teacherRow.getByText('Approved').waitFor();

      // Ben's open page turns it Approved by itself (P38); he pays to have it removed.
      await benView.getByText('Approved').waitFor();
      await benView.getByRole('button', { name: /^Remove Here Comes the Sun/ }).click();
      dialog = b.page.getByRole('dialog', { name: 'Request song removal?' });
      await dialog.getByRole('button', { name: 'Pay 30 pts' }).click();
      await waitForSnackbar(b.page, 'Song removal request submitted');
      await benView.getByText('Pending removal').waitFor();

      // Ada keeps her account page open; the teacher's badge counts the removal request live.
      await a.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Account' }).click();
      await expect.poll(() => balanceOf(a.page)).toContain('450 pts');
      await expect.poll(() => processButton.getAttribute('aria-label')).toBe('Process requests (1 pending)');
      await teacherRow.getByText('Pending removal').waitFor();
      await processButton.click();
      await decide(
        (dialog = t.page.getByRole('dialog', { name: /Process requests/ })),
        'Here Comes the Sun',
        /^Remove/,
      );
      await waitForSnackbar(t.page, 'Song removed');
      await dialog.getByRole('button', { name: 'Done' }).click();
      // The refund (20 pts) reaches Ada's open account page without a reload.
      await expect.poll(() => balanceOf(a.page), { timeout: 15_000 }).toContain('470 pts');
      await teacherRow.getByText('Removed').waitFor();

      // A rejection with a reason: Ben's chip carries it as its tooltip, reached with the keyboard.
      await b.page.getByRole('switch', { name: 'Show only my songs' }).check();
      dialog = await buySong(b.page, 'Yellow Submarine', 'The Beatles');
      await waitForSnackbar(b.page, 'Song requested');
      await expect.poll(() => processButton.getAttribute('aria-label')).toBe('Process requests (1 pending)');
      await processButton.click();
      dialog = t.page.getByRole('dialog', { name: /Process requests/ });
      await decide(dialog, 'Yellow Submarine', /^Reject/, 'Other', 'Please pick a song from this year');
      await waitForSnackbar(t.page, 'Song request rejected');
      await dialog.getByRole('button', { name: 'Done' }).click();
      // The chip itself takes the focus (its label is the text 'Rejected').
      const rejected = playlistRow(b.page, 'Yellow Submarine').locator('[tabindex="0"]', { hasText: 'Rejected' });
      await rejected.waitFor();
      expect(await rejected.getAttribute('title')).toBe('Please pick a song from this year');
      await b.page.keyboard.press('Tab');
      await rejected.focus();
      const tip = b.page.getByRole('tooltip');
      await tip.waitFor();
      expect(await tip.innerText()).toBe('Please pick a song from this year');
      await shot(b.page, 'rejected-tooltip-phone');

      // A pending request the teacher deletes is refunded.
      await buySong(b.page, 'Octopus’s Garden', 'The Beatles');
      await waitForSnackbar(b.page, 'Song requested');
      const pendingRow = playlistRow(t.page, 'Octopus’s Garden');
      await pendingRow.getByRole('button', { name: /^Delete/ }).click();
      dialog = t.page.getByRole('dialog', { name: 'Delete song request?' });
      await dialog.getByText(/Ada2 gets the points back/).waitFor();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await waitForSnackbar(t.page, 'Song request deleted');
      await pendingRow.waitFor({ state: 'detached' });
      await playlistRow(b.page, 'Octopus’s Garden').waitFor({ state: 'detached' });
      await b.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Account' }).click();
      // 500 - 30 (removal) - 50 + 50 (rejected) - 50 + 50 (deleted) = 470.
      await expect.poll(() => balanceOf(b.page)).toContain('470 pts');
      await shot(t.page, 'teacher-songs-after-desktop');

      for (const session of [a, b, t]) await session.context.close();
    },
  );

  it('removals: locked with Prime for a student without it, hidden when off', async () => {
    const teacher = school.teacher.token;
    const put = (settings: unknown) => apiCall('/api/user/settings', 'PUT', { settings }, teacher);
    const carol = school.students[2]!;
    const token = await apiLogin(carol.username, carol.password);
    const made = await apiCall('/api/songs', 'POST', { song: { title: 'Blackbird', artist: 'The Beatles' } }, token);
    expect(made.status).toBe(201);
    const { song } = (await made.json()) as { song: { _id: string } };
    expect((await apiCall(`/api/songs/${song._id}`, 'PUT', { song: { status: 'approved' } }, teacher)).status).toBe(
      200,
    );

    expect(
      (await put({ prime: { enabled: true, songRemovalEnabled: true, anonymousSongsEnabled: true } })).status,
    ).toBe(200);
    const c = await signedIn(carol, PHONE);
    await openSongs(c.page, 'student');
    const row = playlistRow(c.page, 'Blackbird');
    await row.getByText('Available with Prime').filter({ visible: true }).waitFor();
    expect(await row.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    await shot(c.page, 'removal-prime-locked-phone');
    // The anonymous switch is a Prime perk now, so it is locked too.
    await c.page.goto('/student/settings');
    const locked = c.page.getByRole('switch', { name: 'Make my song requests anonymous (available with Prime)' });
    expect(await locked.isDisabled()).toBe(true);

    expect(
      (
        await put({
          prime: { enabled: false, songRemovalEnabled: false, anonymousSongsEnabled: false },
          songs: { removals: { enabled: false } },
        })
      ).status,
    ).toBe(200);
    await c.page.goto('/student/songs');
    await row.getByText('Approved').waitFor();
    await waitForQuietNetwork(c.page);
    expect(await row.getByText('Available with Prime').filter({ visible: true }).count()).toBe(0);
    expect(await row.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    await c.context.close();
    expect((await put(SONG_SETTINGS)).status).toBe(200);
  });
});
