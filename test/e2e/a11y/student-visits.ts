import type { Browser } from 'playwright-core';
import type { TE2EStudent } from '../school';
import { Checker } from './checker';
import { signInContext, sweepContext, type TTheme } from './contexts';
import { everyPage, inAppNotFound, whatsNewFromSettings } from './navigation';
import { PLAYLIST, PRODUCT, type TSweepSchool } from './sweep-school';

type TViewport = { width: number; height: number };

/** A student signed in (through the API) on a context of their own; `visit` checks what they see. */
async function asStudent(
  browser: Browser,
  theme: TTheme,
  viewport: TViewport,
  label: string,
  student: TE2EStudent,
  visit: (checker: Checker) => Promise<void>,
): Promise<Checker> {
  const { context, page } = await sweepContext(browser, theme, viewport);
  const checker = new Checker(page, `[student ${student.firstName} ${label}]`);
  try {
    await signInContext(context, student);
    await checker.open('/');
    await page.waitForURL('**/student/account');
    await visit(checker);
  } finally {
    await context.close();
  }
  return checker;
}

/**
 * Every student page with its dialogs, as the Prime student (a score, an order, a removal request);
 * then the Passes page in each state a student meets it (choosing while the hall is full, in the
 * line, out) and the store without Prime.
 */
export async function visitStudentPages(
  browser: Browser,
  theme: TTheme,
  viewport: TViewport,
  label: string,
  school: TSweepSchool,
): Promise<Checker[]> {
  const prime = await asStudent(browser, theme, viewport, label, school.prime, async (checker) => {
    const { page } = checker;
    await checker.scan('/ (the first tab)');
    await everyPage(checker, ['/student/record', '/student/products'], {
      '/student/account': async () => {
        await page.getByRole('table', { name: 'Transactions' }).waitFor();
        await checker.dialog('notifications', () => page.getByRole('button', { name: /^Notifications/ }).click());
      },
      '/student/store': async () => {
        await page.getByRole('article', { name: PRODUCT }).getByRole('button', { name: 'Add to cart' }).click();
        await checker.dialog('checkout', () => page.getByRole('button', { name: 'Checkout' }).click());
        // An order: a table on a laptop, cards on a phone.
        await checker.dialog('your orders', () => page.getByRole('button', { name: 'Your orders' }).click());
        await checker.dialog('prime', () => page.getByRole('button', { name: /^(Get|View) Prime$/ }).click());
      },
      '/student/songs': async () => {
        await page.getByRole('switch', { name: 'Show only my songs' }).uncheck();
        const blackbird = page.getByRole('row').filter({ hasText: 'Blackbird' });
        await blackbird.waitFor();
        await checker.scan('songs, everyone’s');
        await checker.dialog(
          'buy a song, its title missing',
          () => page.getByRole('button', { name: 'Buy a song' }).click(),
          async (dialog) => {
            await dialog.getByRole('button', { name: /^Buy for/ }).click();
            await dialog.getByText("Enter the song's title").waitFor();
          },
        );
        await checker.dialog(
          'request song removal',
          () => blackbird.getByRole('button', { name: /^Remove/ }).click(),
          (dialog) => dialog.getByText('Your balance').waitFor(),
        );
        await visitJukebox(checker);
      },
      '/student/settings': () => whatsNewFromSettings(checker),
    });
    await inAppNotFound(checker, 'student');
  });

  const plain = await asStudent(browser, theme, viewport, label, school.plain, async (checker) => {
    await passesPage(checker, school.plain, 'choosing while the hall is full', () =>
      checker.page.getByRole('radiogroup', { name: 'Where to?' }).waitFor(),
    );
    // Without Prime, the store offers it.
    await checker.open('/student/store');
    await checker.dialog('get prime', () => checker.page.getByRole('button', { name: 'Get Prime' }).click());
  });
  const waiting = await asStudent(browser, theme, viewport, label, school.waiting, (checker) =>
    passesPage(checker, school.waiting, 'in the line', () =>
      checker.page.getByRole('button', { name: 'Leave the line' }).waitFor(),
    ),
  );
  const out = await asStudent(browser, theme, viewport, label, school.out, (checker) =>
    passesPage(checker, school.out, 'out on a pass', async () => {
      await checker.page.getByRole('timer').waitFor();
      await checker.page.getByRole('table', { name: 'Your hallpasses' }).waitFor();
    }),
  );
  return [prime, plain, waiting, out];
}

/** The student's Passes page once `ready` says it shows the state named. */
async function passesPage(
  checker: Checker,
  student: TE2EStudent,
  state: string,
  ready: () => Promise<unknown>,
): Promise<void> {
  await checker.open('/student/passes', `Passes for ${student.firstName}`);
  await ready();
  await checker.scan(`passes, ${state}`);
}

/** The Jukebox (the class playlist) and, from it, the Spotify Queue; the explicit song's reason shown. */
async function visitJukebox(checker: Checker): Promise<void> {
  const { page } = checker;
  await page.getByRole('button', { name: 'Jukebox', exact: true }).click();
  const jukebox = page.getByRole('dialog', { name: 'Jukebox' });
  await jukebox.getByRole('list', { name: `Tracks of ${PLAYLIST}` }).waitFor();
  await checker.scan('jukebox', jukebox);
  // Over the Jukebox, so by its name (checker.dialog would wait for the last dialog, the Jukebox, to close).
  await jukebox.getByRole('button', { name: 'Spotify Queue' }).click();
  const queue = page.getByRole('dialog', { name: 'Spotify Queue' });
  await queue.getByRole('heading', { name: 'Now Playing' }).waitFor();
  await checker.scan('spotify queue', queue);
  await queue.getByRole('button', { name: 'Close' }).click();
  await queue.waitFor({ state: 'hidden' });
  await jukebox.getByRole('button', { name: 'Close' }).click();
  await jukebox.waitFor({ state: 'hidden' });
}
