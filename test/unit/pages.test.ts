import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstReadsOf } from '../../src/shared/first-data';
import { PAGES, modulesOf, pageAt } from '../../src/shared/pages';
import type { TFirstDataUser } from '../../src/shared/pages';

const WEB = path.resolve(import.meta.dirname, '../../src/web');
const student: TFirstDataUser = { role: 'student', username: '20261001', dropped: false };
const teacher: TFirstDataUser = { role: 'teacher', username: 'msmith', dropped: false };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the route list (src/shared/pages.ts)', () => {
  it('names, for every page, a page module that exports its component', () => {
    for (const page of PAGES) {
      // The router finds page modules by this pattern (import.meta.glob in src/web/router.tsx).
      expect(page.module, page.path).toMatch(/^features\/.+-page\.tsx$/);
      const file = path.join(WEB, page.module);
      expect(existsSync(file), page.module).toBe(true);
      expect(readFileSync(file, 'utf8'), page.module).toContain(`export function ${page.component}(`);
      for (const module of modulesOf(page)) expect(existsSync(path.join(WEB, module)), module).toBe(true);
    }
  });

  it('finds a page as the router matches it: any case, one trailing slash', () => {
    expect(pageAt('/Student/Account/')?.component).toBe('StudentAccountPage');
    expect(pageAt('/')?.component).toBe('HomePage');
    expect(pageAt('/student/nowhere')).toBeUndefined();
    expect(new Set(PAGES.map((page) => page.path)).size).toBe(PAGES.length);
  });

  it('finds a page whose address has a parameter: one whole segment, any case', () => {
    expect(pageAt('/kiosk/k7qxm-2pa9f')?.component).toBe('KioskDevicePage');
    expect(pageAt('/Kiosk/K7QXM-2PA9F/')?.component).toBe('KioskDevicePage');
    expect(pageAt('/kiosk')).toBeUndefined();
    expect(pageAt('/kiosk/')).toBeUndefined();
    expect(pageAt('/kiosk/k7qxm-2pa9f/board')).toBeUndefined();
  });

  it("reads first only what the page's own role draws with", () => {
    expect(firstReadsOf('/student/account/', student).sort()).toEqual([
      '/api/notifications',
      '/api/scores?username=20261001',
    ]);
    expect(firstReadsOf('/student/store', student)).toEqual(['/api/products']);
    expect(firstReadsOf('/teacher/accounts', teacher).sort()).toEqual(['/api/courses', '/api/notifications']);
    expect(firstReadsOf('/student/account', teacher)).toEqual([]);
    expect(firstReadsOf('/teacher/accounts', student)).toEqual([]);
    expect(firstReadsOf('/student/account', { ...student, dropped: true })).toEqual([]);
    expect(firstReadsOf('/student/passes', student)).toEqual([]);
    expect(firstReadsOf('/', teacher)).toEqual([]);
  });
});

describe('answers asked for early (askEarly)', () => {
  it("hands the first read of an address the request already on its way, once, and the HTML's answers first", async () => {
    const asked: string[] = [];
    vi.stubGlobal('document', { getElementById: () => null });
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return Response.json({ notifications: [{ n: asked.length }] });
    });
    const firstData = await import('../../src/web/api/first-data');
    const { callApi } = await import('../../src/web/api/client');
    const { listNotifications } = await import('../../src/shared/api/notifications');
    firstData.askEarly(['/api/notifications']);
    firstData.askEarly(['/api/notifications']);
    expect(asked).toEqual(['/api/notifications']);
    expect(await callApi(listNotifications)).toEqual({ notifications: [{ n: 1 }] });
    expect(await callApi(listNotifications)).toEqual({ notifications: [{ n: 2 }] });
    expect(asked).toHaveLength(2);
  });

  it('lets the first read report a failed early request as its own', async () => {
    vi.stubGlobal('document', { getElementById: () => null });
    vi.stubGlobal('fetch', async () => Response.json({ errors: { session: ['has ended.'] } }, { status: 401 }));
    const firstData = await import('../../src/web/api/first-data');
    const { callApi } = await import('../../src/web/api/client');
    const { listNotifications } = await import('../../src/shared/api/notifications');
    firstData.askEarly(['/api/notifications']);
    await expect(callApi(listNotifications)).rejects.toMatchObject({ status: 401 });
  });
});
