import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, dismissWhatsNewIfShown, launchBrowser, newPage, signIn } from './browser';
import { apiCall, apiLogin, createSchool, giveBonus, type TE2ESchool } from './school';

// Issue 42, item 15: a late return's automatic fine never takes a balance below 0, and the teacher
// reads what was charged. The server's clock is real here, so the pass (1 minute, the shortest)
// comes back a little over a minute late: one whole minute.
let browser: Browser;
let school: TE2ESchool;

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('latefine', {
    students: 1,
    settings: {
      fines: { enabled: true },
      hallpass: {
        enabled: true,
        allowStudentCreation: true,
        purchaseAmount: 10,
        defaultDuration: 1,
        overtimeFinePerMinute: 50,
      },
    },
  });
});
afterAll(() => browser.close());

describe('a late return', () => {
  it('takes no more than the balance, and the teacher reads what was taken', { timeout: 240_000 }, async () => {
    const student = school.students[0]!;
    await giveBonus(school, student, 10); // the pass takes all 10
    const token = await apiLogin(student.username, student.password);
    const bought = await apiCall('/api/passes', 'POST', { pass: {} }, token);
    expect(bought.status).toBe(201);
    const { pass } = (await bought.json()) as { pass: { _id: string } };
    // Ends after 60 s; back 65 s after that: one whole minute late.
    await new Promise((resolve) => setTimeout(resolve, 125_000));
    const back = await apiCall(`/api/passes/${pass._id}/return`, 'PUT', { pass: {} }, token);
    expect(back.status).toBe(200);

    const scores = await apiCall(`/api/scores?username=${student.username}`, 'GET', undefined, school.teacher.token);
    const account = (await scores.json()) as { totals: { balance: number } };
    expect(account.totals.balance).toBe(0);

    const { page } = await newPage(browser, DESKTOP);
    await signIn(page, school.teacher.username, school.teacher.password);
    await dismissWhatsNewIfShown(page);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const told = page.getByText(
      `${student.firstName} ${student.lastName} came back 1 min late from restroom. The fine was 50 pts; 0 pts taken, all their balance allowed: a late fine never takes a balance below 0.`,
    );
    await told.waitFor();
    await expect(page.getByText('Late return fined').first().isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page, 'notifications after a late fine');
  });
});
