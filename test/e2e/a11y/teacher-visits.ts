import type { Browser } from 'playwright-core';
import { openAccordion } from '../browser';
import { Checker } from './checker';
import { signInContext, sweepContext, type TTheme } from './contexts';
import { everyPage, expectWithinWidth, inAppNotFound, whatsNewFromSettings } from './navigation';
import { visitAccounts } from './teacher-accounts-visits';
import { LONG_PRODUCT, PLAYLIST, PRODUCT, type TSweepSchool } from './sweep-school';

type TViewport = { width: number; height: number };

/** Every teacher page and its dialogs and menus, then the classroom kiosk, calm and busy. */
export async function visitTeacherPages(
  browser: Browser,
  theme: TTheme,
  viewport: TViewport,
  label: string,
  school: TSweepSchool,
): Promise<Checker[]> {
  const { context, page } = await sweepContext(browser, theme, viewport);
  const checker = new Checker(page, `[teacher ${label}]`);
  const phone = viewport.width < 600;
  try {
    await signInContext(context, school.teacher);
    await checker.open('/');
    await page.waitForURL('**/teacher/accounts');
    const shared = `/teacher/shared/${school.sharedCourseId}`;
    await everyPage(checker, ['/teacher/products', `/teacher/record?student=${school.prime.username}`, shared], {
      [shared]: () => visitSharedCourse(checker),
      '/teacher/accounts': () => visitAccounts(checker, school),
      '/teacher/courses': () => visitCourses(checker, school, phone),
      '/teacher/products': () => visitProducts(checker, phone),
      '/teacher/store': async () => {
        await page.getByRole('table', { name: 'Purchases' }).waitFor();
        await checker.scan('purchases');
        await checker.dialog('process purchases', () =>
          page.getByRole('button', { name: 'Process purchases' }).click(),
        );
      },
      '/teacher/settings': async () => {
        await whatsNewFromSettings(checker);
        await page.getByLabel('First Name').fill('');
        await page.getByRole('button', { name: 'Save settings' }).click();
        await page.getByText('Required').first().waitFor();
        await checker.scan('settings with an error');
        // Put back, so leaving the page has nothing unsaved to ask about.
        await page.getByLabel('First Name').fill('Grace');
      },
      '/teacher/songs': () => visitSongs(checker),
    });
    await inAppNotFound(checker, 'teacher');
  } finally {
    await context.close();
  }
  return [checker, await visitKiosk(browser, theme, viewport, label, school)];
}

async function visitCourses(checker: Checker, school: TSweepSchool, phone: boolean): Promise<void> {
  const { page } = checker;
  const student = `${school.prime.firstName} ${school.prime.lastName}`;
  await openAccordion(page.getByRole('button', { name: /Computing/ }).first());
  // On a phone a student's actions are one menu with their words; on a laptop, icons.
  const studentActions = page.getByRole('button', { name: `Actions for ${student}` });
  await (phone ? studentActions : page.getByRole('button', { name: `Edit ${student}` })).waitFor();
  await checker.scan('courses, one open');
  if (phone) await checker.menu("a student's actions", () => studentActions.click());
  await checker.dialog('add course', () => page.getByRole('button', { name: 'Add course' }).click());
  for (const label of [
    'Manage assignments for',
    'Random groups for',
    'Add student to',
    'Import students to',
    'Co-teachers of',
    'Substitute code for',
    'Edit course',
    'Delete course',
  ])
    await checker.dialog(label, () => page.getByRole('button', { name: new RegExp(`^${label} .*Computing`) }).click());
  for (const [label, menuItem] of [
    ['Move', 'Move to another course'],
    ['Edit', 'Edit student'],
    ['Drop', 'Drop student'],
    ['Reset password of', 'Reset password'],
    ['Delete', 'Delete student'],
  ] as const)
    await checker.dialog(`${label} student`, async () => {
      if (!phone) return page.getByRole('button', { name: `${label} ${student}` }).click();
      await studentActions.click();
      await page.getByRole('menuitem', { name: menuItem }).click();
    });
}

/** A course shared with the teacher (P60): its class view's dialogs. */
async function visitSharedCourse(checker: Checker): Promise<void> {
  const { page } = checker;
  await page.getByRole('heading', { name: 'Students' }).waitFor();
  await checker.dialog('give points in a shared course', () =>
    page
      .getByRole('button', { name: /^Give points to / })
      .first()
      .click(),
  );
  await checker.dialog('start a pass in a shared course', () =>
    page
      .getByRole('button', { name: /^Start a pass for / })
      .first()
      .click(),
  );
  await checker.dialog('import scores in a shared course', () =>
    page.getByRole('button', { name: 'Import scores' }).click(),
  );
}

async function visitProducts(checker: Checker, phone: boolean): Promise<void> {
  const { page } = checker;
  for (const name of [PRODUCT, LONG_PRODUCT]) {
    const row = page.getByRole('row', { name: new RegExp(name) });
    if (phone) {
      // On a phone each row's actions are one menu button, on screen even beside a long name.
      const actions = row.getByRole('button', { name: `Actions for ${name}` });
      await expectWithinWidth(page, actions, `The Actions button of ${name}`);
      await checker.menu(`row menu of ${name}`, () => actions.click());
    } else {
      await expectWithinWidth(
        page,
        row.getByRole('button', { name: 'Delete product' }),
        `The Delete button of ${name}`,
      );
    }
  }
  await checker.dialog('add product', () => page.getByRole('button', { name: 'Add product' }).click());
  await checker.dialog('preview prime', () => page.getByRole('button', { name: 'Preview Prime' }).click());
  await page.getByRole('button', { name: 'Grid view' }).click();
  await page.getByRole('article', { name: PRODUCT }).waitFor();
  await checker.scan('products as a grid');
  await page.getByRole('button', { name: 'Table view' }).click();
}

/**
 * Manage Song Requests and the queue of Process requests: approving, rejecting with a reason of
 * one's own, a removal request, all caught up; then deleting a request.
 */
async function visitSongs(checker: Checker): Promise<void> {
  const { page } = checker;
  const row = (title: string) => page.getByRole('row').filter({ hasText: title });
  await row('Let It Be').waitFor();
  await checker.scan('songs with requests');
  await page.getByRole('button', { name: /^Process requests/ }).click();
  const dialog = page.getByRole('dialog', { name: /Process requests/ });
  await dialog.getByRole('radio', { name: /^Approve/ }).check();
  await checker.scan('process requests', dialog);
  await dialog.getByRole('radio', { name: /^Reject/ }).check();
  await dialog.getByRole('radio', { name: 'Other', exact: true }).check();
  await checker.scan('process requests, rejecting', dialog);
  // Skip on to the removal request (the queue is oldest first), then to the end.
  const skip = () => dialog.getByRole('button', { name: 'Skip', exact: true }).click();
  await skip();
  while (!(await dialog.getByRole('heading', { name: 'Something' }).isVisible())) await skip();
  await dialog.getByRole('radio', { name: /^Remove/ }).waitFor();
  await checker.scan('process requests, a removal', dialog);
  while (await dialog.getByRole('button', { name: 'Skip', exact: true }).isVisible()) await skip();
  await dialog.getByText('All caught up!').waitFor();
  await checker.scan('process requests, all caught up', dialog);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await checker.dialog('delete song request', () =>
    row('Let It Be')
      .getByRole('button', { name: /^Delete/ })
      .click(),
  );
  await visitJukebox(checker);
}

/** Manage Playlists with the class playlist, its removal's confirmation, and the teacher's Jukebox. */
async function visitJukebox(checker: Checker): Promise<void> {
  const { page } = checker;
  await page.getByRole('button', { name: 'Manage Playlists' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage Playlists' });
  await manage.getByRole('list', { name: `Tracks of ${PLAYLIST}` }).waitFor();
  await checker.scan('manage playlists', manage);
  // Over Manage Playlists, so by its name (checker.dialog would wait for the last dialog to close).
  await manage.getByRole('button', { name: 'Remove playlist' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this playlist?' });
  await checker.scan('remove playlist, asked first', confirm);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'hidden' });
  await manage.getByRole('button', { name: 'Close' }).click();
  await manage.waitFor({ state: 'hidden' });
  await checker.dialog(
    'jukebox',
    () => page.getByRole('button', { name: 'Jukebox', exact: true }).click(),
    (jukebox) => jukebox.getByRole('list', { name: `Tracks of ${PLAYLIST}` }).waitFor(),
  );
}

/**
 * The classroom kiosk (frameless, P26): a course nobody is out of, then the board with a pass run
 * past its minutes. In a context of its own, whose clock the check moves on an hour and a half.
 */
async function visitKiosk(
  browser: Browser,
  theme: TTheme,
  viewport: TViewport,
  label: string,
  school: TSweepSchool,
): Promise<Checker> {
  const { context, page } = await sweepContext(browser, theme, viewport);
  const checker = new Checker(page, `[teacher's kiosk ${label}]`);
  try {
    await signInContext(context, school.teacher);
    await context.clock.install();
    await checker.open(`/teacher/kiosk?courseId=${school.emptyCourseId}`, 'Out on a hallpass');
    await page.getByText('Everyone is in class').waitFor();
    await checker.scan('kiosk, nobody out');
    await checker.open('/teacher/kiosk', 'Out on a hallpass');
    const card = page
      .getByRole('list', { name: 'Students out on a hallpass' })
      .getByRole('listitem', { name: `${school.out.firstName} ${school.out.lastName.charAt(0)}.` });
    await card.waitFor();
    await page.clock.fastForward('01:30:00');
    await card.getByText('Overdue', { exact: true }).waitFor();
    await checker.scan('kiosk, a pass overdue');
  } finally {
    await context.close();
  }
  return checker;
}
