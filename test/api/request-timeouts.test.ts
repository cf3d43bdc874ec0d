import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent, makeTeacher } from '../support/factories';
import { type EventStreamReader, openEventStream, tokenOf } from '../support/event-stream';
import { createTestApp, type TestApp } from '../support/test-app';

// A request must arrive within REQUEST_TIMEOUT_MS, headers and body, however it trickles in; what
// the server sends afterwards (a live-update stream) is not limited. A short timeout here, on a
// real listening server (the timeouts are the socket's, which inject has none of).
const TIMEOUT_MS = 1_000;
/** Far longer than the timeout: a connection still open then was never going to be closed. */
const GIVE_UP_MS = 10_000;

const logLines: { level: number; msg: string }[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      logLines.push(JSON.parse(line) as { level: number; msg: string });
    done();
  },
});

let t: TestApp;
let port: number;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({
    env: { REQUEST_TIMEOUT_MS: String(TIMEOUT_MS), LOG_LEVEL: 'info' },
    events: { heartbeatMs: 200 },
    logStream,
  });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(baseUrl).port);
});
afterAll(() => t.close());

/**
 * Sends `head`, then one more byte of `drip` every 100 ms (so the connection is never idle), and
 * resolves with what the server answered once it hangs up, or null if it is still open after GIVE_UP_MS.
 */
async function trickle(head: string, drip: string): Promise<string | null> {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  socket.write(head);
  let sent = 0;
  const dripping = setInterval(() => {
    if (!socket.destroyed) socket.write(drip[sent++ % drip.length]!);
  }, 100);
  const stillOpen = new Promise<null>((resolve) => setTimeout(() => resolve(null), GIVE_UP_MS));
  try {
    return await Promise.race([closed, stillOpen]);
  } finally {
    clearInterval(dripping);
    socket.destroy();
  }
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

describe('request timeouts', () => {
  it('answers 408 and hangs up on a body that arrives a byte at a time', async () => {
    const answer = await trickle(
      'POST /api/users/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      ' ',
    );
    expect(answer, 'the connection was still open').not.toBeNull();
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(answer!)).toEqual({ errors: { request: ['took too long to arrive. Please try again'] } });
    // The body cut off is the client's doing: no warning (it read as "database unavailable"), no error.
    expect(logLines.filter((line) => line.level >= 40).map((line) => line.msg)).toEqual([]);
  });

  it('answers 408 and hangs up on headers that arrive a byte at a time', async () => {
    const answer = await trickle('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: aaaaaaaaaaaaaaaaaaaa\r\n');
    expect(answer, 'the connection was still open').not.toBeNull();
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('keeps a live-update stream open long past the timeout', async () => {
    const teacher = await makeTeacher(t.database.db);
    const student = await makeStudent(t.database.db, teacher.id);
    let stream: EventStreamReader | undefined;
    try {
      stream = await openEventStream(baseUrl, await tokenOf(t.app, student.username));
      expect(stream.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 4 * TIMEOUT_MS));
      expect(stream.ended()).toBe(false);
      // And it still delivers: a heartbeat after the wait.
      const sofar = stream.text().length;
      await stream.until((r) => r.text().slice(sofar).includes(': heartbeat'), 'a heartbeat after the wait');
    } finally {
      stream?.close();
    }
  });
});
