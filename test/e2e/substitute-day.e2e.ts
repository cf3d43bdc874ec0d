import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditEntry } from '../../src/shared/ledger';
import { substituteText } from '../../src/shared/substitute-texts/texts';
import { componentsText } from '../../src/web/components/texts';
import en from '../../src/web/features/substitutes/locales/en';
import { substitutesText } from '../../src/web/features/substitutes/texts';
import { spanishOf } from '../support/catalogue-files';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, waitForQuietNetwork } from './browser';
import { apiCall, apiLogin, createSchool, giveBonus, type TE2ESchool, type TE2EStudent } from './school';

// P60: a substitute's day on a phone. The teacher makes a code; at /sub the substitute signs in
// with it and their name, sees the roster's balances, gives the teacher's preset, starts and ends a
// pass, approves a student's request; the teacher's audit trail names them; when the teacher ends
// the code, the phone's next action lands back on the code form, which says why.
const es = await spanishOf(substitutesText);
const componentsEs = await spanishOf(componentsText);
const PRICE = 5;
const NAME = 'Ms. Rivera';

let browser: Browser;
let school: TE2ESchool;
let preset: { _id: string; description: string; amount: number };
const opened: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('sub', {
    students: 3,
    settings: {
      hallpass: {
        enabled: true,
        allowStudentCreation: true,
        purchaseAmount: PRICE,
        maxOut: 0,
        destinations: [
          { name: 'Restroom', cost: PRICE, needsApproval: false, maxOut: 0 },
          { name: 'Library', cost: PRICE, needsApproval: true, maxOut: 0 },
        ],
      },
    },
  });
  for (const student of school.students) await giveBonus(school, student, 50);
  const made = await apiCall(
    '/api/bonuses',
    'POST',
    { bonus: { description: 'Helped a classmate', amount: 5 } },
    school.teacher.token,
  );
  expect(made.status).toBe(201);
  preset = ((await made.json()) as { bonus: typeof preset }).bonus;
});
afterAll(async () => {
  for (const context of opened) await context.close();
  await browser.close();
});

async function makeCode(): Promise<string> {
  const made = await apiCall(
    `/api/courses/${school.course.slug}/substitute-codes`,
    'POST',
    { code: { hours: 8 } },
    school.teacher.token,
  );
  expect(made.status).toBe(201);
  return ((await made.json()) as { code: { code: string } }).code.code;
}

/** A phone (or another size) in a colour scheme and a language, with its own cookies. */
async function phone(
  options: { theme?: 'light' | 'dark'; locale?: string; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const { context, page } = await newPage(browser, options.viewport ?? PHONE, { locale: options.locale ?? 'en-US' });
  opened.push(context);
  await page.emulateMedia({ colorScheme: options.theme ?? 'light', reducedMotion: 'reduce' });
  return page;
}

const shot = (page: Page, name: string) => screenshot(page, `substitute-${name}`);
const fullName = (student: TE2EStudent) => `${student.firstName} ${student.lastName}`;
const rosterRow = (page: Page, student: TE2EStudent): Locator =>
  page
    .getByRole('list', { name: en.studentsLabel })
    .getByRole('listitem')
    .filter({ hasText: fullName(student) });

async function signInWith(
  page: Page,
  code: string,
  name: string,
  labels: { readonly code: string; readonly yourName: string; readonly start: string } = en,
): Promise<void> {
  await page.getByLabel(labels.code).fill(code);
  await page.getByLabel(labels.yourName).fill(name);
  await page.getByRole('button', { name: labels.start, exact: true }).click();
}

async function signedIn(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Computing' }).waitFor();
  await page.getByText(substitutesText.t('period', { period: 2 }), { exact: true }).waitFor();
  await page.getByRole('list', { name: en.studentsLabel }).getByRole('listitem').first().waitFor();
}

describe("a substitute's day (P60)", () => {
  it('signs in with the code, gives a preset, starts and ends a pass, and is sent back when the code ends', async () => {
    const [ada, bea] = school.students as [TE2EStudent, TE2EStudent];
    const code = await makeCode();
    const page = await phone();
    await page.goto('/sub');
    await page.getByRole('heading', { level: 1, name: en.signInTitle }).waitFor();
    await page.getByText(en.signInLead).waitFor();
    await expectNoAxeViolations(page, 'the code form');
    await shot(page, 'form');

    // A wrong code: the server's refusal, under the code.
    await signInWith(page, 'AAAAA-AAAAA', NAME);
    await page.getByText(substituteText.t('unknownCode')).waitFor();
    await expectNoAxeViolations(page, 'the code form, a wrong code');
    await shot(page, 'form-wrong');

    // The right one, typed in lower case without its dash.
    await signInWith(page, code.replace('-', '').toLowerCase(), NAME);
    await signedIn(page);
    await page.getByText(new RegExp(`^Signed in as ${NAME} until \\d{1,2}:\\d{2}\\s?[AP]M$`)).waitFor();
    for (const student of school.students) await rosterRow(page, student).getByText('50 pts').waitFor();
    await page.getByText(en.noPasses).waitFor();
    await waitForQuietNetwork(page);
    await expectNoAxeViolations(page, 'the class for the day');
    await shot(page, 'day');

    // The teacher's preset: the balance changes on screen.
    await page.getByRole('button', { name: substitutesText.t('pointsLabel', { name: fullName(ada) }) }).click();
    const give = page.getByRole('dialog', { name: substitutesText.t('giveTitle', { name: fullName(ada) }) });
    await give.getByText(en.bonuses).waitFor();
    await expectNoAxeViolations(page, 'give points', give);
    await shot(page, 'give');
    await give
      .getByRole('radio', {
        name: substitutesText.t('presetBonus', { description: preset.description, points: '5 pts' }),
      })
      .check();
    await give.getByRole('button', { name: en.give, exact: true }).click();
    await page
      .getByText(
        substitutesText.t('bonusGiven', { name: fullName(ada), points: '5 pts', description: preset.description }),
      )
      .waitFor();
    await give.waitFor({ state: 'hidden' });
    await rosterRow(page, ada).getByText('55 pts').waitFor();

    // A pass: it shows out, at the class's price, then back in class.
    await page.getByRole('button', { name: substitutesText.t('passLabel', { name: fullName(bea) }) }).click();
    const passDialog = page.getByRole('dialog', { name: substitutesText.t('passTitle', { name: fullName(bea) }) });
    await passDialog.getByLabel(en.destination).waitFor();
    await expectNoAxeViolations(page, 'start a pass', passDialog);
    await shot(page, 'pass');
    await passDialog.getByLabel(en.destination).selectOption('Restroom');
    await passDialog.getByLabel(en.minutes).fill('7');
    await passDialog.getByRole('button', { name: en.startPass, exact: true }).click();
    await page.getByText(substitutesText.t('passStarted', { name: fullName(bea), destination: 'Restroom' })).waitFor();
    const out = page.getByRole('list', { name: en.outNow }).getByRole('listitem', { name: fullName(bea) });
    await out.getByText(/^Restroom · 7 min · Back by /).waitFor();
    await rosterRow(page, bea)
      .getByText(`${50 - PRICE} pts`)
      .waitFor();
    await waitForQuietNetwork(page);
    await expectNoAxeViolations(page, 'a pass out');
    await shot(page, 'pass-out');
    await out.getByRole('button', { name: substitutesText.t('backInClassLabel', { name: fullName(bea) }) }).click();
    await out.waitFor({ state: 'detached' });
    await page.getByText(en.noPasses).waitFor();

    // The teacher reads what the substitute did under their name.
    const trail = await apiCall('/api/audit', 'GET', undefined, school.teacher.token);
    const entries = ((await trail.json()) as { entries: TAuditEntry[] }).entries.filter((e) => e.substitute === NAME);
    expect(entries.map((e) => e.entity).sort()).toEqual(['hallpass', 'hallpass', 'transaction']);
    const passes = await apiCall(`/api/passes/student/${bea.username}`, 'GET', undefined, school.teacher.token);
    const [pass] = ((await passes.json()) as { passes: { createdBy: string; state: string; cost: number }[] }).passes;
    expect(pass).toMatchObject({
      createdBy: substituteText.t('substituteNamed', { name: NAME }),
      state: 'returned',
      cost: PRICE,
    });

    // The teacher ends the code: the phone's next action brings back the form, which says why.
    const ended = await apiCall(
      `/api/courses/${school.course.slug}/substitute-codes/${code}`,
      'DELETE',
      undefined,
      school.teacher.token,
    );
    expect(ended.status).toBe(204);
    // Opening the dialog reads the presets again (every action refreshed them), or giving one is refused.
    await page.getByRole('button', { name: substitutesText.t('pointsLabel', { name: fullName(ada) }) }).click();
    const form = page.getByRole('heading', { level: 1, name: en.signInTitle });
    const radio = give.getByRole('radio').first();
    await form.or(radio).first().waitFor();
    if (await radio.isVisible()) {
      // The presets' own read again may be refused meanwhile and close the dialog: the form is then
      // back already, and there is nothing left to press.
      await radio
        .check({ timeout: 5_000 })
        .then(() => give.getByRole('button', { name: en.give, exact: true }).click({ timeout: 5_000 }))
        .catch(() => undefined);
    }
    await form.waitFor();
    await page.getByText(en.codeEnded).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectNoAxeViolations(page, 'the code form after the code ended');
    await shot(page, 'ended');
  });

  it('in Spanish and dark: approves a request, and leaves; on a laptop too', async () => {
    const [, , cal] = school.students as [TE2EStudent, TE2EStudent, TE2EStudent];
    const code = await makeCode();
    const page = await phone({ theme: 'dark', locale: 'es-MX' });
    await page.goto('/sub');
    await page.getByRole('heading', { level: 1, name: es.signInTitle }).waitFor();
    await expectNoAxeViolations(page, 'the code form, dark, Spanish');
    await shot(page, 'form-dark-es');
    await signInWith(page, code, 'Sr. Gómez', es);
    await page.getByRole('list', { name: es.studentsLabel }).getByRole('listitem').first().waitFor();

    // A student asks for a pass that needs an OK: the substitute approves it.
    const student = await apiLogin(cal.username, cal.password);
    const asked = await apiCall('/api/passes', 'POST', { pass: { destination: 'Library' } }, student);
    expect(asked.status).toBe(201);
    await page.reload();
    const request = page.getByRole('list', { name: es.askedFor }).getByRole('listitem', { name: fullName(cal) });
    await request.waitFor();
    await waitForQuietNetwork(page);
    await expectNoAxeViolations(page, 'the class for the day, dark, Spanish, a request');
    await shot(page, 'day-dark-es');
    await request.getByRole('button', { name: es.approve }).click();
    await page
      .getByRole('list', { name: es.outNow })
      .getByRole('listitem', { name: fullName(cal) })
      .waitFor();

    await page.getByRole('button', { name: es.pointsLabel.replace('{name}', fullName(cal)) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio').first().waitFor();
    await expectNoAxeViolations(page, 'give points, dark, Spanish', dialog);
    await shot(page, 'give-dark-es');
    await dialog.getByRole('button', { name: componentsEs.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });

    // On a laptop, in light: another browser signs in with the same code, a session of its own.
    const laptop = await phone({ viewport: DESKTOP });
    await laptop.goto('/sub');
    await laptop.getByRole('heading', { level: 1, name: en.signInTitle }).waitFor();
    await signInWith(laptop, code, 'Sr. Gómez');
    await signedIn(laptop);
    await waitForQuietNetwork(laptop);
    await expectNoAxeViolations(laptop, 'the class for the day on a laptop');
    await shot(laptop, 'day-desktop');

    // Leaving: back to the form, which says the code still works.
    await page.getByRole('button', { name: es.leave, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: es.signInTitle }).waitFor();
    await page.getByText(es.youLeft).waitFor();
    expect((await page.request.get('/api/substitutes/session')).status()).toBe(401);
    // The laptop's session is its own, and goes on.
    expect((await laptop.request.get('/api/substitutes/session')).status()).toBe(200);
  });
});
