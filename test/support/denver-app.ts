import { afterAll, beforeAll } from 'vitest';
import { createTestApp, manualClock, type TestApp } from './test-app';

/**
 * A test file's app on a manual clock in Denver (TZ), started before its tests and closed after:
 * the hall's days and blackouts are the teacher's. `app()` is the running app, inside a test.
 */
export function denverApp(start: string) {
  const clock = manualClock(new Date(start));
  let running: TestApp | undefined;
  beforeAll(async () => {
    running = await createTestApp({ clock, env: { TZ: 'America/Denver' } });
  });
  afterAll(() => running?.close());
  const app = (): TestApp => {
    if (!running) throw new Error('the app starts before the tests');
    return running;
  };
  return { clock, app };
}
