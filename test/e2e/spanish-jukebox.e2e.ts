import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spotifyUrl } from './server';
import { musicText } from '../../src/shared/music/texts';
import { componentsText } from '../../src/web/components/texts';
import { jukeboxText } from '../../src/web/features/jukebox/texts';
import { settingsText } from '../../src/web/features/settings/texts';
import { songsText } from '../../src/web/features/songs/texts';
import { expectNoAxeViolations } from './axe';
import {
  DESKTOP,
  dismissWhatsNewIfShown,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  waitForQuietNetwork,
  waitForSnackbar,
  signIn,
} from './browser';
import { addToClassPlaylist, grantJukeboxAccess, JUKEBOX_SETTINGS, resetSpotifyPlayer } from './jukebox-settings';
import { apiCall, apiLogin, createSchool, giveBonus, type TE2ESchool, type TE2EStudent } from './school';
import { spanishOf } from '../support/catalogue-files';

const musicEs = await spanishOf(musicText);
const componentsEs = await spanishOf(componentsText);
const jukeboxEs = await spanishOf(jukeboxText);
const settingsEs = await spanishOf(settingsText);
const songsEs = await spanishOf(songsText);

// P51: the teacher's jukebox in Spanish. A teacher whose browser reads Spanish asks for access,
// connects Spotify (the test server's fake), makes the class playlist, queues and skips songs, reads
// a Spotify refusal in Spanish from the server, and approves a song request with Spotify's match.

// The fake's catalogue (test/support/fake-spotify/state.ts): Lunchroom Riot is the explicit one.
const TRACKS = ['morningalgebra1', 'recessforever01', 'lunchroomriot01'];
const PLAYLIST = 'Lista del periodo 3';

let browser: Browser;
let school: TE2ESchool;
let ada: TE2EStudent;
const opened: BrowserContext[] = [];

beforeAll(async () => {
  await resetSpotifyPlayer();
  browser = await launchBrowser();
  school = await createSchool('jukesp', { students: 1, settings: JUKEBOX_SETTINGS, period: 3 });
  [ada] = school.students as [TE2EStudent];
  await giveBonus(school, ada, 50);
});
afterAll(async () => {
  for (const context of opened) await context.close();
  await browser.close();
});

const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function teacherInSpanish(viewport: typeof PHONE, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const { page, context } = await newPage(browser, viewport, { locale: 'es-MX' });
  opened.push(context);
  await page.emulateMedia({ colorScheme });
  await signIn(page, school.teacher.username, school.teacher.password);
  await page.waitForURL(/\/teacher\//);
  await dismissWhatsNewIfShown(page);
  return page;
}

async function openSongs(page: Page): Promise<void> {
  await page.goto('/teacher/songs');
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('es');
}

async function openJukebox(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: jukeboxEs.jukebox, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: jukeboxEs.jukebox });
  await dialog.getByRole('list', { name: fill(jukeboxEs.tracksOf, { name: PLAYLIST }) }).waitFor();
  return dialog;
}

async function openQueue(page: Page, jukebox: Locator): Promise<Locator> {
  await jukebox.getByRole('button', { name: jukeboxEs.spotifyQueue }).click();
  const queue = page.getByRole('dialog', { name: jukeboxEs.spotifyQueue });
  await queue.getByRole('heading', { name: jukeboxEs.nowPlaying }).waitFor();
  await queue.getByRole('heading', { name: jukeboxEs.upNext }).waitFor();
  return queue;
}

async function setDeviceActive(active: boolean): Promise<void> {
  const answer = await fetch(`${spotifyUrl()}/__control/device`, {
    method: 'POST',
    body: JSON.stringify({ active }),
  });
  expect(answer.status).toBe(204);
}

describe('the jukebox in Spanish', () => {
  it('the teacher asks for access, and once granted connects Spotify, all in Spanish (phone)', async () => {
    const page = await teacherInSpanish(PHONE);
    await page.goto('/teacher/settings');
    const section = page.getByRole('region', { name: settingsEs.jukebox });
    await section.getByText(jukeboxEs.needsAdmin).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await section.getByRole('button', { name: jukeboxEs.requestAccessTitle }).click();
    const request = page.getByRole('dialog', { name: jukeboxEs.requestAccessTitle });
    expect(await request.getByLabel(jukeboxEs.name).inputValue()).toBe('Grace Hopper');
    await request.getByLabel(jukeboxEs.email).fill('grace@school.example');
    await expectNoAxeViolations(page, 'jukebox access request in Spanish (phone)', request);
    await screenshot(page, 'spanish-jukebox-access-request');
    await request.getByRole('button', { name: jukeboxEs.sendRequest }).click();
    await waitForSnackbar(page, musicEs.accessRequested);
    await section.getByRole('button', { name: musicEs.requestSent }).waitFor();

    await grantJukeboxAccess(school);

    await page.reload();
    await section.getByRole('button', { name: jukeboxEs.connectToSpotify }).click();
    // Spotify's own page (the fake's, in English as Spotify's would be to this test), where the teacher agrees.
    await page.waitForURL(`${spotifyUrl()}/authorize?**`);
    await page.getByRole('button', { name: 'Agree' }).click();
    await page.waitForURL('**/teacher/settings');
    await waitForSnackbar(page, jukeboxEs.returnConnected);
    await section.getByText(fill(jukeboxEs.spotifyAccount, { name: 'Ms. Frizzle' })).waitFor();
    await section.getByRole('button', { name: jukeboxEs.connectedToSpotify }).waitFor();
    await waitForQuietNetwork(page);
    await expectNoAxeViolations(page, 'settings with Spotify connected, in Spanish (phone)');
    await screenshot(page, 'spanish-jukebox-settings-connected');

    await section.getByRole('button', { name: jukeboxEs.disconnectLink }).click();
    const disconnect = page.getByRole('dialog', { name: jukeboxEs.disconnectTitle });
    await disconnect.getByText(jukeboxEs.disconnectExplain).waitFor();
    await expectNoAxeViolations(page, 'Disconnect Spotify? in Spanish', disconnect);
    await disconnect.getByRole('button', { name: componentsEs.cancel }).click();
    await disconnect.waitFor({ state: 'hidden' });
    await section.getByRole('button', { name: jukeboxEs.connectedToSpotify }).waitFor();
  }, 180_000);

  it('the teacher makes the class playlist, queues and skips for free, and reads Spotify in Spanish (desktop)', async () => {
    const page = await teacherInSpanish(DESKTOP);
    await openSongs(page);
    await page.getByRole('button', { name: jukeboxEs.managePlaylists }).click();
    const manage = page.getByRole('dialog', { name: jukeboxEs.managePlaylists });
    await manage.getByText(jukeboxEs.manageExplain).waitFor();
    await manage.getByLabel(jukeboxEs.playlistName).fill(PLAYLIST);
    await manage.getByRole('button', { name: jukeboxEs.createPlaylist }).click();
    await waitForSnackbar(page, musicEs.playlistCreated);
    await manage.getByText(musicEs.noTracks).waitFor();
    await expectNoAxeViolations(page, 'Manage Playlists, empty playlist, in Spanish', manage);

    await addToClassPlaylist(school, TRACKS);
    await manage.getByRole('button', { name: jukeboxEs.refreshPlaylists }).click();
    await manage.getByText(/· 3 canciones$/).waitFor();
    await manage
      .getByRole('list', { name: fill(jukeboxEs.tracksOf, { name: PLAYLIST }) })
      .getByText('Recess Forever')
      .waitFor();
    await manage.getByRole('link', { name: jukeboxEs.openInSpotify }).waitFor();
    await expectNoAxeViolations(page, 'Manage Playlists with tracks, in Spanish', manage);
    await screenshot(page, 'spanish-jukebox-manage-playlists');
    await manage.getByRole('button', { name: jukeboxEs.removePlaylist }).click();
    const remove = page.getByRole('dialog', { name: jukeboxEs.removePlaylistTitle });
    await expectNoAxeViolations(page, 'Remove this playlist? in Spanish', remove);
    await remove.getByRole('button', { name: componentsEs.cancel }).click();
    await remove.waitFor({ state: 'hidden' });
    await manage.getByRole('button', { name: componentsEs.close }).click();
    await manage.waitFor({ state: 'hidden' });

    const jukebox = await openJukebox(page);
    await jukebox.getByText(jukeboxEs.teacherExplain).waitFor();
    // Explicit songs are off in the class: the button says why, in Spanish.
    const riot = jukebox.getByRole('button', {
      name: `${jukeboxEs.addToQueue}: ${fill(jukeboxEs.trackBy, { name: 'Lunchroom Riot', artists: 'Detention Kids' })}`,
    });
    expect(await riot.isDisabled()).toBe(true);
    await jukebox.getByText(jukeboxEs.explicitOff).first().waitFor();
    await jukebox.getByRole('img', { name: jukeboxEs.explicit }).first().waitFor();
    await expectNoAxeViolations(page, 'teacher jukebox in Spanish (desktop)', jukebox);
    await screenshot(page, 'spanish-jukebox-teacher-jukebox');
    await jukebox
      .getByRole('button', {
        name: `${jukeboxEs.addToQueue}: ${fill(jukeboxEs.trackBy, { name: 'Morning Algebra', artists: 'Chalk & Cheese' })}`,
      })
      .click();
    await waitForSnackbar(page, musicEs.added);

    const queue = await openQueue(page, jukebox);
    await queue.getByRole('list', { name: jukeboxEs.upNext }).getByText('Morning Algebra').first().waitFor();
    await expectNoAxeViolations(page, 'Spotify queue in Spanish (desktop)', queue);
    await screenshot(page, 'spanish-jukebox-queue');
    await queue.getByRole('button', { name: new RegExp(`^${escaped(jukeboxEs.skip)}: `) }).click();
    await waitForSnackbar(page, musicEs.skipped);
    await queue.getByRole('button', { name: jukeboxEs.close }).click();
    await queue.waitFor({ state: 'hidden' });

    // With no music playing, Spotify's refusal comes back from the server in the browser's language.
    await setDeviceActive(false);
    try {
      await jukebox
        .getByRole('button', {
          name: `${jukeboxEs.addToQueue}: ${fill(jukeboxEs.trackBy, { name: 'Recess Forever', artists: 'The Hall Monitors' })}`,
        })
        .click();
      await jukebox.getByText(musicEs.noActiveDevice).waitFor();
      await expectNoAxeViolations(page, 'teacher jukebox with a Spotify refusal, in Spanish', jukebox);
    } finally {
      await setDeviceActive(true);
    }
  }, 180_000);

  it('approving a song request offers Spotify’s match for the class playlist, in Spanish', async () => {
    const token = await apiLogin(ada.username, ada.password);
    const requested = await apiCall(
      '/api/songs',
      'POST',
      { song: { title: 'Bell Rings', artist: 'Passing Period' } },
      token,
    );
    expect(requested.status).toBe(201);
    const page = await teacherInSpanish(DESKTOP);
    await openSongs(page);
    await page.getByRole('button', { name: new RegExp(`^${escaped(songsEs.processRequests)}`) }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(escaped(songsEs.processRequests)) });
    await dialog.getByRole('heading', { name: 'Bell Rings' }).waitFor();
    await dialog.getByRole('radio', { name: songsEs.approve }).check();
    const beforeCourse = jukeboxEs.addToPlaylist.split('{course}')[0]!;
    const matches = dialog.getByRole('radiogroup', { name: new RegExp(`^${escaped(beforeCourse)}`) });
    await expect.poll(() => matches.getByRole('radio', { name: /^Bell Rings/ }).isChecked()).toBe(true);
    await matches.getByRole('radio', { name: jukeboxEs.dontAdd }).waitFor();
    await dialog.getByLabel(jukeboxEs.searchSpotify).waitFor();
    await waitForQuietNetwork(page);
    await expectNoAxeViolations(page, 'approving a song with Spotify matches, in Spanish', dialog);
    await screenshot(page, 'spanish-jukebox-approve-match');
    await dialog.getByRole('button', { name: songsEs.saveContinue }).click();
    await dialog.getByRole('heading', { name: 'Bell Rings' }).waitFor({ state: 'hidden' });
  }, 180_000);

  it('the jukebox and its queue on a phone, in the dark, pass axe in Spanish', async () => {
    const page = await teacherInSpanish(PHONE, 'dark');
    await openSongs(page);
    const jukebox = await openJukebox(page);
    await waitForQuietNetwork(page);
    await expectNoAxeViolations(page, 'teacher jukebox in Spanish (phone, dark)', jukebox);
    await screenshot(page, 'spanish-jukebox-teacher-jukebox-phone-dark');
    const queue = await openQueue(page, jukebox);
    await waitForQuietNetwork(page);
    await expectNoAxeViolations(page, 'Spotify queue in Spanish (phone, dark)', queue);
    await screenshot(page, 'spanish-jukebox-queue-phone-dark');
  }, 180_000);

  it('a student whose class uses another music app is asked, in Spanish, to tell their teacher (issue 42)', async () => {
    const setMusicApp = async (provider: 'apple' | 'spotify') => {
      const me = await apiCall('/api/user', 'GET', undefined, school.teacher.token);
      const { user } = (await me.json()) as { user: { settings: { songs: { apps: { provider: string } } } } };
      user.settings.songs.apps.provider = provider;
      expect(
        (await apiCall('/api/user/settings', 'PUT', { settings: user.settings }, school.teacher.token)).status,
      ).toBe(200);
    };
    await setMusicApp('apple');
    try {
      const { page, context } = await newPage(browser, PHONE, { locale: 'es-MX' });
      opened.push(context);
      await signIn(page, ada.username, ada.password, { landOn: '/student/songs' });
      await dismissWhatsNewIfShown(page);
      await page.getByText(musicEs.notSupportedStudent, { exact: true }).waitFor();
      expect(await page.getByText(musicEs.notSupported, { exact: true }).count()).toBe(0);
      await expectNoAxeViolations(page, 'student Songs page, another music app, in Spanish');
      await screenshot(page, 'spanish-jukebox-student-not-supported-phone');
    } finally {
      await setMusicApp('spotify');
    }
  });
});
