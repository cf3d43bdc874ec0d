import type { Browser } from 'playwright-core';
import { openAccordion } from '../browser';
import { E2E_ADMIN } from '../server-setup';
import type { TE2EStudent } from '../school';
import { Checker } from './checker';
import { signInContext, sweepContext, type TTheme } from './contexts';
import { everyPage, inAppNotFound, whatsNewFromSettings } from './navigation';

/** Whom the admin's checks open: a teacher of the sweep's (by a name no other file gives) and a student. */
export type TAdminSubjects = { teacherName: string; student: TE2EStudent };

/**
 * Every admin page and its dialogs and menus: Manage Teachers with a teacher open, a student's
 * record and its erase dialog, Rosters, Settings, the in-app 404.
 */
export async function visitAdminPages(
  browser: Browser,
  theme: TTheme,
  viewport: { width: number; height: number },
  label: string,
  subjects: TAdminSubjects,
): Promise<Checker[]> {
  const { context, page } = await sweepContext(browser, theme, viewport);
  const checker = new Checker(page, `[admin ${label}]`);
  const student = `${subjects.student.firstName} ${subjects.student.lastName}`;
  try {
    await signInContext(context, E2E_ADMIN);
    await checker.open('/');
    await page.waitForURL('**/admin/teachers');
    await everyPage(checker, [`/admin/record?student=${subjects.student.username}`], {
      '/admin/teachers': () => visitTeachers(checker, subjects.teacherName),
      [`/admin/record?student=${subjects.student.username}`]: async () => {
        await page.getByRole('heading', { level: 1, name: student }).waitFor();
        await checker.dialog(
          'erase student',
          () => page.getByRole('button', { name: 'Erase student' }).click(),
          (dialog) => dialog.getByText('Download their record first').waitFor(),
        );
      },
      '/admin/settings': () => whatsNewFromSettings(checker),
    });
    await inAppNotFound(checker, 'admin');
  } finally {
    await context.close();
  }
  return [checker];
}

async function visitTeachers(checker: Checker, teacherName: string): Promise<void> {
  const { page } = checker;
  await openAccordion(page.getByRole('button', { name: new RegExp(teacherName) }).first());
  const edit = page.getByRole('button', { name: new RegExp(`^Edit .*${teacherName}`) });
  await edit.waitFor();
  await checker.scan('teachers, one open');
  await checker.dialog('add teacher', () => page.getByRole('button', { name: 'Add teacher' }).click());
  await checker.dialog(
    'add teacher with errors',
    () => page.getByRole('button', { name: 'Add teacher' }).click(),
    async (dialog) => {
      await dialog.getByRole('button', { name: 'Add' }).click();
      await dialog.getByText('Required').first().waitFor();
    },
  );
  await checker.dialog('edit teacher', () => edit.click());
  await checker.dialog('delete teacher', () =>
    page.getByRole('button', { name: new RegExp(`^Delete .*${teacherName}`) }).click(),
  );
  const reset = page.getByRole('button', { name: 'Reset Viewed Changes' });
  await checker.menu('reset viewed changes menu', () => reset.click());
  // Choosing asks first; the check cancels.
  await checker.dialog('reset viewed changes, confirm', async () => {
    await reset.click();
    await page.getByRole('menuitem', { name: 'Students' }).click();
  });
  await checker.dialog('database migration, confirm', () =>
    page.getByRole('button', { name: 'Database Migration' }).click(),
  );
}
