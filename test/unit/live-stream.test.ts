import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TLiveEvent } from '../../src/shared/events';
import { followLiveStream, type LiveSource, type LiveStreamHost } from '../../src/web/api/live-stream';

/** An EventSource the test drives: it opens, hears events and fails when told. */
class FakeSource implements LiveSource {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, Array<() => void>>();
  constructor(readonly address: string) {}
  addEventListener(type: string, listener: () => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.readyState = 2;
  }
  opens(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  hears(name: string): void {
    if (this.readyState === 2) return; // a closed EventSource dispatches nothing
    for (const listener of this.listeners.get(name) ?? []) listener();
  }
  /** The server answered something other than a stream (a 503): the browser gives up on it. */
  refused(): void {
    this.readyState = 2;
    this.onerror?.(new Event('error'));
  }
}

function page() {
  const sources: FakeSource[] = [];
  const returnListeners = new Set<() => void>();
  const host: LiveStreamHost = {
    open(address) {
      const source = new FakeSource(address);
      sources.push(source);
      return source;
    },
    onPageReturn(listener) {
      returnListeners.add(listener);
      return () => returnListeners.delete(listener);
    },
  };
  const heard: TLiveEvent[] = [];
  let stale = 0;
  let ended = 0;
  const handlers = {
    onEvent: (name: TLiveEvent) => heard.push(name),
    onStale: () => (stale += 1),
    onSessionEnded: () => (ended += 1),
  };
  return {
    host,
    handlers,
    sources,
    heard,
    stale: () => stale,
    ended: () => ended,
    latest: () => sources[sources.length - 1]!,
    waitingForReturn: () => returnListeners.size,
    turnTo: () => [...returnListeners].forEach((listener) => listener()),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('followLiveStream (the web app’s live-update stream)', () => {
  it('hands on events, and asks for a resync with the first stream only', () => {
    const p = page();
    followLiveStream(p.host, p.handlers, 1234);
    expect(p.latest().address).toBe('/api/events?since=1234');
    p.latest().opens();
    p.latest().hears('balance');
    p.latest().hears('resync');
    expect(p.heard).toEqual(['balance']);
    expect(p.stale()).toBe(1);
  });

  it('superseded, stays closed until the page is turned to again, then reconnects and refreshes', () => {
    const p = page();
    followLiveStream(p.host, p.handlers, null);
    p.latest().opens();
    p.latest().hears('superseded');
    expect(p.latest().readyState).toBe(2);

    // No reconnecting on its own, however long: a seventh tab would close another in turn.
    vi.advanceTimersByTime(60 * 60_000);
    expect(p.sources).toHaveLength(1);
    expect(p.waitingForReturn()).toBe(1);

    p.turnTo();
    expect(p.sources).toHaveLength(2);
    expect(p.latest().address).toBe('/api/events');
    expect(p.waitingForReturn()).toBe(0);
    p.latest().opens();
    expect(p.stale()).toBe(1);
    p.latest().hears('passes');
    expect(p.heard).toEqual(['passes']);
  });

  it('after a refusal (503) tries again later, waiting longer each time', () => {
    const p = page();
    followLiveStream(p.host, p.handlers, null);
    p.latest().refused();
    vi.advanceTimersByTime(4_999);
    expect(p.sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(p.sources).toHaveLength(2);
    p.latest().refused();
    vi.advanceTimersByTime(9_999);
    expect(p.sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(p.sources).toHaveLength(3);
  });

  it('told its session ended, says so, closes, and comes back only after the usual wait (unless stopped)', () => {
    const p = page();
    followLiveStream(p.host, p.handlers, null);
    p.latest().opens();
    p.latest().hears('session-ended');
    expect(p.ended()).toBe(1);
    expect(p.latest().readyState).toBe(2);
    vi.advanceTimersByTime(4_999);
    expect(p.sources).toHaveLength(1);
    // Still signed in after all (signed in again meanwhile): the stream comes back and refreshes.
    vi.advanceTimersByTime(1);
    expect(p.sources).toHaveLength(2);
    p.latest().opens();
    expect(p.stale()).toBe(1);

    const q = page();
    const stop = followLiveStream(q.host, q.handlers, null);
    q.latest().hears('session-ended');
    stop(); // the page left for the login page
    vi.advanceTimersByTime(60_000);
    expect(q.sources).toHaveLength(1);
  });

  it('stopped (signed out), closes its stream and no longer waits for the page', () => {
    const p = page();
    const stop = followLiveStream(p.host, p.handlers, null);
    p.latest().hears('superseded');
    stop();
    expect(p.waitingForReturn()).toBe(0);

    const q = page();
    const stopQ = followLiveStream(q.host, q.handlers, null);
    stopQ();
    expect(q.latest().readyState).toBe(2);
  });
});
