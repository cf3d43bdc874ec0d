import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsText } from '../../src/web/features/accounts/texts';
import { componentsText } from '../../src/web/components/texts';
import { manageHallpassesText } from '../../src/web/features/hallpasses/manage/texts';
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
import { apiCall, apiLogin, createSchool, type TE2ESchool, type TE2EStudent } from './school';
import { spanishOf } from '../support/catalogue-files';

const accountsEs = await spanishOf(accountsText);
const componentsEs = await spanishOf(componentsText);
const manageEs = await spanishOf(manageHallpassesText);

// P51: the teacher's hall pass screens in Spanish. A teacher whose browser reads Spanish writes a
// pass, follows it in Manage Hallpasses (the passes, the groups kept apart, the kiosks), edits one
// and reads the weekly report; a teacher who chose Spanish in their settings sees the same on a
// phone from an English browser. Every text asserted comes from the Spanish catalogue; axe checks
// each dialog and tab at both widths.
let browser: Browser;
let school: TE2ESchool;
const opened: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('hallprof', {
    students: 3,
    settings: {
      hallpass: {
        enabled: true,
        allowStudentCreation: true,
        purchaseAmount: 0,
        maxOut: 0,
        destinations: [
          { name: 'Library', cost: 0, needsApproval: false, maxOut: 0 },
          { name: 'Counselor', cost: 0, needsApproval: true, maxOut: 0 },
        ],
      },
    },
  });
  const [ada, bo] = school.students as [TE2EStudent, TE2EStudent];
  // Ada went to the library and is back (the report's history); Bo asks for the counselor (a
  // request waiting for the teacher's OK); the two are kept apart in the hall.
  const written = await apiCall(
    '/api/passes',
    'POST',
    { pass: { student: ada._id, destination: 'Library', duration: 5, createdBy: 'Grace Hopper', cost: 0 } },
    school.teacher.token,
  );
  expect(written.status).toBe(201);
  const { pass } = (await written.json()) as { pass: { _id: string } };
  expect((await apiCall(`/api/passes/${pass._id}/return`, 'PUT', { pass: {} }, school.teacher.token)).status).toBe(200);
  const boToken = await apiLogin(bo.username, bo.password);
  expect((await apiCall('/api/passes', 'POST', { pass: { destination: 'Counselor' } }, boToken)).status).toBe(201);
  const apart = await apiCall(
    '/api/passes/separations',
    'POST',
    { separation: { students: [ada.username, bo.username] } },
    school.teacher.token,
  );
  expect(apart.status).toBe(201);
  expect((await apiCall('/api/user', 'PUT', { user: { viewedChanges: true } }, school.teacher.token)).status).toBe(200);
});
afterAll(async () => {
  for (const context of opened) await context.close();
  await browser.close();
});

/** A message of the catalogue with its `{values}` filled in, as the page shows it. */
const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const name = (student: TE2EStudent) => `${student.firstName} ${student.lastName}`;
const shot = (page: Page, what: string) => screenshot(page, `spanish-hallpasses-teacher-${what}`);
/** A Spanish month as Intl abbreviates it: the report's dates are the reader's. */
const SPANISH_MONTH = /(ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)/;

async function expectSpanish(page: Page): Promise<void> {
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
}

async function openManageHallpasses(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: accountsEs.updateAccounts }).click();
  await page.getByRole('menuitem', { name: accountsEs.manageHallpasses }).click();
  const dialog = page.getByRole('dialog', { name: manageEs.title });
  await dialog.waitFor();
  return dialog;
}

/** The report tab, its students' table drawn. */
async function openReport(manage: Locator): Promise<void> {
  await manage.getByRole('tab', { name: manageEs.tabReport }).click();
  await manage.getByRole('table', { name: manageEs.perStudent }).waitFor();
}

describe('the teacher’s hall passes in Spanish', () => {
  it('a teacher in a Spanish browser writes a pass, manages the passes, groups and kiosks, and reads the report', async () => {
    const [ada, bo, cy] = school.students as [TE2EStudent, TE2EStudent, TE2EStudent];
    const { page, context } = await newPage(browser, DESKTOP, { locale: 'es-MX' });
    opened.push(context);
    await signIn(page, school.teacher.username, school.teacher.password);
    await page.waitForURL('**/teacher/accounts*');
    await dismissWhatsNewIfShown(page);
    await expectSpanish(page);

    // Create hallpass: the form's labels, its default cost, and the snackbar.
    await page.goto(`/teacher/accounts?student=${cy.username}`);
    await page.getByRole('button', { name: accountsEs.createHallpass }).click();
    const create = page.getByRole('dialog', { name: manageEs.createPass });
    await create.getByText(fill(manageEs.forStudent, { name: name(cy) })).waitFor();
    expect(await create.getByLabel(manageEs.durationMin).inputValue()).toBe('5');
    expect(await create.getByLabel(manageEs.createdBy).inputValue()).toBe('Grace Hopper');
    expect(await create.getByLabel(manageEs.costPts).inputValue()).toBe('0');
    await create.getByText(manageEs.zeroIsFree).waitFor();
    // The listed destinations, each at its price (issue 42): the first is chosen.
    expect(await create.getByRole('combobox', { name: manageEs.destination }).innerText()).toBe(
      fill(manageEs.destinationAt, { destination: 'Library', price: manageEs.priceFree }),
    );
    await expectNoAxeViolations(page, 'Create hallpass in Spanish (desktop)', create);
    await shot(page, 'create-desktop');
    await create.getByRole('button', { name: manageEs.create, exact: true }).click();
    await waitForSnackbar(page, manageEs.passCreated);
    await create.waitFor({ state: 'hidden' });

    // Manage Hallpasses: the request, the pass out, the earlier one, the groups and the kiosks.
    const manage = await openManageHallpasses(page);
    const requests = manage.getByRole('table', { name: manageEs.waitingForOkLabel });
    const approve = requests.getByRole('button', {
      name: fill(manageEs.approveLabel, { name: name(bo), destination: 'Counselor' }),
    });
    await approve.waitFor();
    const active = manage.getByRole('table', { name: manageEs.activeLabel });
    await active.getByRole('columnheader', { name: manageEs.timeLeft }).waitFor();
    await active.getByRole('button', { name: fill(manageEs.backInClassLabel, { name: name(cy) }) }).waitFor();
    await active
      .getByText(fill(manageEs.period, { period: 2 }))
      .first()
      .waitFor();
    await manage.getByRole('table', { name: manageEs.expiredLabel }).getByText(name(ada)).waitFor();
    const groups = manage.getByRole('region', { name: manageEs.keptApart });
    await groups.getByRole('list', { name: manageEs.groupsLabel }).waitFor();
    await groups.getByLabel(manageEs.studentsToKeepApart).waitFor();
    const kiosks = manage.getByRole('region', { name: manageEs.kiosks });
    await kiosks.getByText(manageEs.noKiosks).waitFor();
    await kiosks.getByRole('button', { name: manageEs.makeKiosk }).click();
    await kiosks.getByText(manageEs.signsYouOut).waitFor();
    await kiosks.getByText(new RegExp(`^${escaped(manageEs.kioskMade.split('{')[0]!)}`)).waitFor();
    await kiosks.getByRole('list', { name: manageEs.yourKiosks }).getByText(manageEs.notOpened).waitFor();
    await waitForQuietNetwork(page);
    await expectNoAxeViolations(page, 'Manage Hallpasses in Spanish (desktop)', manage);
    await shot(page, 'manage-desktop');

    await approve.click();
    await waitForSnackbar(page, manageEs.passApproved);
    await active.getByRole('button', { name: fill(manageEs.backInClassLabel, { name: name(bo) }) }).waitFor();

    // Edit and delete name the student in Spanish; neither is carried out.
    await active.getByRole('button', { name: fill(manageEs.editLabel, { name: name(cy) }) }).click();
    const edit = page.getByRole('dialog', { name: manageEs.editPass });
    await edit.getByRole('button', { name: manageEs.update }).waitFor();
    await expectNoAxeViolations(page, 'Edit hallpass in Spanish (desktop)', edit);
    await edit.getByRole('button', { name: componentsEs.cancel }).click();
    await edit.waitFor({ state: 'hidden' });
    await manage
      .getByRole('table', { name: manageEs.expiredLabel })
      .getByRole('button', { name: fill(manageEs.deleteLabel, { name: name(ada) }) })
      .click();
    const remove = page.getByRole('dialog', { name: manageEs.deleteTitle });
    expect(await remove.innerText()).toContain(
      fill(manageEs.deleteConfirm, { name: name(ada), destination: 'Library', createdAt: '' }).split('(')[0],
    );
    await expectNoAxeViolations(page, 'Delete hallpass in Spanish (desktop)', remove);
    await remove.getByRole('button', { name: componentsEs.cancel }).click();
    await remove.waitFor({ state: 'hidden' });

    // The weekly report: its week in Spanish dates, its sums in Spanish words, a destination's history.
    await openReport(manage);
    const week = manage.getByRole('heading', { name: new RegExp(`^${escaped(fill(manageEs.weekOf, { range: '' }))}`) });
    expect(await week.innerText()).toMatch(SPANISH_MONTH);
    expect(await manage.getByRole('button', { name: manageEs.nextWeek }).isDisabled()).toBe(true);
    await manage.getByText(/^\d+ pases?, \d+ minutos? fuera, \d+ con retraso\. /).waitFor();
    await manage.getByRole('button', { name: fill(manageEs.showPassesLabel, { destination: 'Library' }) }).click();
    const history = manage.getByRole('table', { name: fill(manageEs.passesTo, { destination: 'Library' }) });
    await history.getByRole('columnheader', { name: manageEs.wentOut }).waitFor();
    await history
      .getByRole('row')
      .filter({ hasText: name(ada) })
      .getByText(manageEs.backOnTime)
      .waitFor();
    await history
      .getByRole('row')
      .filter({ hasText: name(cy) })
      .getByText(manageEs.stillOut)
      .waitFor();
    await waitForQuietNetwork(page);
    await expectNoAxeViolations(page, 'the weekly report in Spanish (desktop)', manage);
    await shot(page, 'report-desktop');

    // On paper, the same words.
    await page.emulateMedia({ media: 'print' });
    const title = await page.getByRole('heading', { level: 1 }).innerText();
    expect(title.startsWith(fill(manageEs.printTitle, { range: '' }))).toBe(true);
    expect(title).toMatch(SPANISH_MONTH);
    await page.getByText(manageEs.minutesMean, { exact: false }).waitFor();
    await page.emulateMedia({ media: 'screen' });
  }, 240_000);

  it('a teacher who chose Spanish sees it on a phone with an English browser, in the dark', async () => {
    const [ada, , cy] = school.students as [TE2EStudent, TE2EStudent, TE2EStudent];
    const chosen = await apiCall(
      '/api/user',
      'PUT',
      { user: { language: 'es', darkMode: true } },
      school.teacher.token,
    );
    expect(chosen.status).toBe(200);
    const { page, context } = await newPage(browser, PHONE);
    opened.push(context);
    await signIn(page, school.teacher.username, school.teacher.password);
    await page.waitForURL('**/teacher/accounts*');
    await dismissWhatsNewIfShown(page);
    await expectSpanish(page);

    await page.goto(`/teacher/accounts?student=${ada.username}`);
    await page.getByRole('button', { name: accountsEs.createHallpass }).click();
    const create = page.getByRole('dialog', { name: manageEs.createPass });
    await create.getByLabel(manageEs.costPts).waitFor();
    await expectNoAxeViolations(page, 'Create hallpass in Spanish (phone, dark)', create);
    await shot(page, 'create-phone');
    await create.getByRole('button', { name: componentsEs.cancel }).click();
    await create.waitFor({ state: 'hidden' });

    // On a phone each pass is an entry of a list, its details in Spanish.
    const manage = await openManageHallpasses(page);
    const active = manage.getByRole('list', { name: manageEs.activeLabel });
    await active.getByText(fill(manageEs.studentPeriod, { name: name(cy), period: 2 })).waitFor();
    await active
      .getByText(
        new RegExp(
          `^${escaped(fill(manageEs.minutesByCost, { minutes: 5, createdBy: 'Grace Hopper', cost: manageEs.free }))}$`,
        ),
      )
      .first()
      .waitFor();
    await manage
      .getByRole('region', { name: manageEs.kiosks })
      .getByRole('list', { name: manageEs.yourKiosks })
      .waitFor();
    await waitForQuietNetwork(page);
    await expectNoAxeViolations(page, 'Manage Hallpasses in Spanish (phone, dark)', manage);
    await shot(page, 'manage-phone');

    await openReport(manage);
    await manage.getByRole('combobox', { name: manageEs.destination }).selectOption('Library');
    await manage
      .getByRole('list', { name: fill(manageEs.passesTo, { destination: 'Library' }) })
      .getByText(new RegExp(`${escaped(manageEs.backOnTime)}$`))
      .waitFor();
    await waitForQuietNetwork(page);
    await expectNoAxeViolations(page, 'the weekly report in Spanish (phone, dark)', manage);
    await shot(page, 'report-phone');

    expect((await apiCall('/api/user', 'PUT', { user: { darkMode: false } }, school.teacher.token)).status).toBe(200);
  }, 240_000);
});
