import { afterEach, describe, expect, it, vi } from 'vitest';
import { locationSnapshot, navigate, subscribeToLocation } from '../../src/web/navigation/location-store';
import { signedInPageAt } from '../../src/web/signed-in-pages';

/** A browser window as far as the location store uses it: its address, history and popstate. */
function fakeWindow(start: string) {
  const url = new URL(start);
  const entries: Array<{ how: 'push' | 'replace'; state: unknown; to: string }> = [];
  const popstate = new Set<() => void>();
  const setAddress = (to: string) => {
    const next = new URL(to, url);
    url.pathname = next.pathname;
    url.search = next.search;
    url.hash = next.hash;
  };
  const window = {
    location: {
      get href() {
        return url.href;
      },
      get origin() {
        return url.origin;
      },
      get pathname() {
        return url.pathname;
      },
      get search() {
        return url.search;
      },
      get hash() {
        return url.hash;
      },
      assign: vi.fn(),
    },
    history: {
      pushState: (state: unknown, _title: string, to: string) => {
        entries.push({ how: 'push', state, to });
        setAddress(to);
      },
      replaceState: (state: unknown, _title: string, to: string) => {
        entries.push({ how: 'replace', state, to });
        setAddress(to);
      },
    },
    addEventListener: (_type: string, listener: () => void) => popstate.add(listener),
    removeEventListener: (_type: string, listener: () => void) => popstate.delete(listener),
  };
  vi.stubGlobal('window', window);
  return { window, entries, popstate, back: (to: string) => (setAddress(to), popstate.forEach((l) => l())) };
}

afterEach(() => vi.unstubAllGlobals());

describe('the location store', () => {
  it('adds or replaces a history entry, keeps the state, and tells the listeners', () => {
    const { entries } = fakeWindow('http://school.test/student/account');
    const heard = vi.fn();
    const stop = subscribeToLocation(heard);
    navigate('/student/store');
    navigate('/teacher/accounts?student=20261001', { replace: true, state: { from: '/x' } });
    expect(entries).toEqual([
      { how: 'push', state: null, to: '/student/store' },
      { how: 'replace', state: { from: '/x' }, to: '/teacher/accounts?student=20261001' },
    ]);
    expect(heard).toHaveBeenCalledTimes(2);
    expect(locationSnapshot()).toBe('/teacher/accounts?student=20261001');
    stop();
    navigate('/login');
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('follows Back and Forward while someone listens, and leaves other sites to the browser', () => {
    const { window, popstate, back, entries } = fakeWindow('http://school.test/student/store');
    const heard = vi.fn();
    const stop = subscribeToLocation(heard);
    back('/student/account');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(locationSnapshot()).toBe('/student/account');
    stop();
    expect(popstate.size).toBe(0);

    navigate('https://accounts.spotify.com/authorize');
    expect(window.location.assign).toHaveBeenCalledWith('https://accounts.spotify.com/authorize');
    expect(entries).toEqual([]);
  });
});

describe('the signed-in pages', () => {
  it('finds a built page by its address, with capitals or a trailing slash', () => {
    expect(signedInPageAt('/student/account')?.role).toBe('student');
    expect(signedInPageAt('/Teacher/Accounts/')?.role).toBe('teacher');
    expect(signedInPageAt('/teacher/kiosk')?.page.frameless).toBe(true);
    expect(signedInPageAt('/admin/teachers')?.role).toBe('admin');
  });

  it('finds nothing for another address', () => {
    for (const address of [
      '/student',
      '/student/',
      '/student/teachers',
      '/admin/accounts',
      '/x/account',
      '/student/account/x',
    ])
      expect(signedInPageAt(address), address).toBeNull();
  });
});
