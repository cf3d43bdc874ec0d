import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstReadsOf, PAGES_WITH_FIRST_READS } from '../../src/shared/first-data';
import { authKeys, courseKeys, ledgerKeys, notificationKeys, productKeys } from '../../src/web/api/query-keys';
import { prefetchPageData } from '../../src/web/page-data';
import { createQueryClient } from '../../src/web/query-client';

type TUser = { role: 'student' | 'teacher' | 'admin'; username: string; dropped: boolean };

/** A server that knows `user` (or nobody) and answers each page's first call; keeps the addresses asked for. */
function serverFor(user: TUser | null): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    if (url === '/api/session') return Response.json({ user });
    if (url.startsWith('/api/scores?'))
      return Response.json({ student: { username: user?.username }, transactions: [] });
    if (url === '/api/notifications') return Response.json({ notifications: [] });
    if (url === '/api/products')
      return Response.json({
        products: [
          { name: 'b', cost: 2 },
          { name: 'a', cost: 1 },
        ],
      });
    if (url === '/api/courses') return Response.json({ courses: [] });
    return Response.json({ errors: { route: ['not found'] } }, { status: 404 });
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

const student: TUser = { role: 'student', username: '20261001', dropped: false };
const teacher: TUser = { role: 'teacher', username: 'msmith', dropped: false };

describe('prefetchPageData', () => {
  it("puts a student's account and notifications where the account page reads them", async () => {
    const asked = serverFor(student);
    const queryClient = createQueryClient();
    await prefetchPageData(queryClient, '/student/account/');
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(asked.sort()).toEqual(['/api/notifications', '/api/scores?username=20261001', '/api/session']);
    expect(queryClient.getQueryData(authKeys.currentUser())).toEqual(student);
    expect(queryClient.getQueryData(ledgerKeys.account('20261001'))).toMatchObject({ transactions: [] });
    expect(queryClient.getQueryData(notificationKeys.all)).toEqual([]);
  });

  it("keeps the store's products in the page's order, and a teacher's courses and notifications", async () => {
    serverFor(student);
    const studentCache = createQueryClient();
    await prefetchPageData(studentCache, '/student/store');
    await vi.waitFor(() => expect(studentCache.getQueryData(productKeys.list())).toBeDefined());
    expect(studentCache.getQueryData<Array<{ name: string }>>(productKeys.list())?.map((p) => p.name)).toEqual([
      'a',
      'b',
    ]);

    serverFor(teacher);
    const teacherCache = createQueryClient();
    await prefetchPageData(teacherCache, '/teacher/accounts');
    await vi.waitFor(() => expect(teacherCache.isFetching()).toBe(0));
    expect(teacherCache.getQueryData(courseKeys.list())).toEqual([]);
    expect(teacherCache.getQueryData(notificationKeys.all)).toEqual([]);
  });

  it('asks for nothing more when nobody, another role or a dropped student is signed in, or the page has no first data', async () => {
    const cases: Array<[TUser | null, string]> = [
      [null, '/student/account'],
      [teacher, '/student/account'],
      [student, '/teacher/accounts'],
      [{ ...student, dropped: true }, '/student/account'],
      [student, '/student/passes'],
    ];
    for (const [user, path] of cases) {
      const asked = serverFor(user);
      const queryClient = createQueryClient();
      await prefetchPageData(queryClient, path);
      await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(
        asked.filter((url) => url !== '/api/session'),
        `${user?.role ?? 'nobody'} at ${path}`,
      ).toEqual([]);
    }
  });

  it('asks for exactly what the server sends with the page when it can (src/shared/first-data.ts)', async () => {
    const users: TUser[] = [
      student,
      teacher,
      { role: 'admin', username: 'admin', dropped: false },
      { ...student, dropped: true },
    ];
    for (const path of [...PAGES_WITH_FIRST_READS, '/student/passes', '/admin/teachers', '/'])
      for (const user of users) {
        const asked = serverFor(user);
        const queryClient = createQueryClient();
        await prefetchPageData(queryClient, path);
        await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
        expect(asked.filter((url) => url !== '/api/session').sort(), `${user.role} at ${path}`).toEqual(
          firstReadsOf(path, user).sort(),
        );
      }
  });
});
