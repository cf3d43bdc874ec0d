import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { TEST_PASSWORD } from './factories';
import { apiClient } from './test-app';

export interface ReceivedEvent {
  event: string;
  data: unknown;
}

/** An open GET /api/events, read as it arrives: the raw text and the parsed events. */
export interface EventStreamReader {
  status: number;
  headers: Headers;
  text(): string;
  events(): ReceivedEvent[];
  names(): string[];
  /** Waits until `check` holds for what has arrived (or fails after `timeoutMs`). */
  until(check: (reader: EventStreamReader) => boolean, what: string, timeoutMs?: number): Promise<void>;
  close(): void;
  /** The server ended the stream. */
  ended(): boolean;
}

export async function tokenOf(app: FastifyInstance, username: string): Promise<string> {
  const answer = await apiClient(app).post<{ user: { token: string } }>('/api/users/login', {
    user: { username, password: TEST_PASSWORD },
  });
  if (answer.status !== 200) throw new Error(`sign-in failed for ${username}`);
  return answer.body.user.token;
}

/** Opens the stream on a listening server, with `Authorization: Token` as API clients send it. */
export async function openEventStream(
  baseUrl: string,
  token: string,
  since?: number,
  /** The class a student opens it in (P40), sent as the header an API client sends. */
  courseId?: string,
): Promise<EventStreamReader> {
  // A socket of its own (no keep-alive pool), so closing the reader really hangs up, as a browser tab does.
  const request = http.get(`${baseUrl}/api/events${since === undefined ? '' : `?since=${since}`}`, {
    headers: {
      authorization: `Token ${token}`,
      accept: 'text/event-stream',
      ...(courseId ? { 'x-classmint-course': courseId } : {}),
    },
    agent: false,
  });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  request.on('error', () => undefined);
  let text = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => (text += chunk));
  response.on('error', () => undefined);
  let ended = false;
  response.on('end', () => (ended = true));
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const reader: EventStreamReader = {
    status: response.statusCode ?? 0,
    headers,
    text: () => text,
    events: () =>
      text
        .split('\n\n')
        .slice(0, -1)
        .flatMap((block) => {
          const lines = block.split('\n');
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
          return event ? [{ event, data: data ? (JSON.parse(data) as unknown) : null }] : [];
        }),
    names: () => reader.events().map((e) => e.event),
    async until(check, what, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (!check(reader)) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; received:\n${text}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => request.destroy(),
    ended: () => ended,
  };
  return reader;
}
