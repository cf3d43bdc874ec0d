import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../src/shared/api/auth';
import { exportTeacherCsv } from '../../src/shared/api/export';
import { listNotifications } from '../../src/shared/api/notifications';
import { studentAccount } from '../../src/shared/api/scores';
import { placePurchase, updateProduct } from '../../src/shared/api/store';
import { createUser } from '../../src/shared/api/users';
import { ApiError, networkFailureErrors } from '../../src/web/api/api-error';
import { callApi, urlOf } from '../../src/web/api/client';

type Sent = { url: string; init: RequestInit };

/** Answers every fetch with `response` and keeps what was sent. */
function answerWith(response: () => Response): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return response();
  });
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('fills the path from the params, encoded, and sends the body as JSON with extra headers', async () => {
    const sent = answerWith(() => Response.json({ product: { slug: 'a b' } }));
    const answer = await callApi(updateProduct, { params: { slug: 'a b/c?' }, body: { product: { quantity: 2 } } });
    expect(answer).toEqual({ product: { slug: 'a b' } });
    expect(sent[0]?.url).toBe('/api/products/a%20b%2Fc%3F');
    expect(sent[0]?.init).toMatchObject({
      method: 'PUT',
      credentials: 'same-origin',
      body: JSON.stringify({ product: { quantity: 2 } }),
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    });

    await callApi(placePurchase, {
      body: { purchase: { products: ['p'], quantities: { p: 1 } } },
      headers: { 'Idempotency-Key': 'k-1' },
    });
    expect(sent[1]?.init.headers).toMatchObject({ 'Idempotency-Key': 'k-1' });
  });

  it('adds the query without unset fields, and sends no body or content type without one', async () => {
    const sent = answerWith(() => Response.json({}));
    await callApi(studentAccount, { query: { username: 'ana & bo' } });
    const teacher = { username: 'mrs.x', firstName: 'A', lastName: 'B', password: 'a-long-password' };
    await callApi(createUser, { query: { courseId: undefined }, body: { user: teacher } });
    expect(sent.map((s) => s.url)).toEqual(['/api/scores?username=ana%20%26%20bo', '/api/users']);
    expect(sent[0]?.init).toMatchObject({ method: 'GET', body: undefined });
    expect(sent[0]?.init.headers).not.toHaveProperty('Content-Type');
  });

  it("throws the server's errors, the fallback for a body without them, and the network failure", async () => {
    answerWith(() => Response.json({ errors: { usernameOrPassword: ['is invalid'] } }, { status: 401 }));
    const refused = callApi(login, { body: { user: { username: 'a', password: 'b' } } });
    await expect(refused).rejects.toMatchObject({ status: 401, errors: { usernameOrPassword: ['is invalid'] } });

    answerWith(() => new Response('<html>proxy error</html>', { status: 502 }));
    await expect(callApi(login, { body: { user: { username: 'a', password: 'b' } } })).rejects.toMatchObject({
      status: 502,
      errors: { server: ['could not finish the request. Please try again in a moment.'] },
    });

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const offline = await callApi(login, { body: { user: { username: 'a', password: 'b' } } }).catch(
      (error: unknown) => error,
    );
    expect(offline).toBeInstanceOf(ApiError);
    expect(offline).toMatchObject({ status: 0, errors: networkFailureErrors() });
  });

  it('resolves undefined for 204', async () => {
    answerWith(() => new Response(null, { status: 204 }));
    await expect(callApi(updateProduct, { params: { slug: 's' }, body: { product: {} } })).resolves.toBeUndefined();
  });
});

describe('urlOf', () => {
  it('is the address of a plain link, such as a download', () => {
    expect(urlOf(exportTeacherCsv, { params: { username: 'mr.smith' } })).toBe('/api/users/teacher/mr.smith/export');
  });
});

describe('answers sent with the page (issue 11)', () => {
  it('answers the first GET of an address the page carries without a request, and asks the API after that', async () => {
    const element = {
      textContent: JSON.stringify({ '/api/scores?username=20261001': { student: { username: '20261001' } } }),
      dataset: { readAt: '1795700000000' },
      removed: false,
      remove() {
        this.removed = true;
      },
    };
    vi.stubGlobal('document', { getElementById: (id: string) => (id === 'cm-first-data' ? element : null) });
    const sent = answerWith(() => Response.json({ student: { username: 'from the API' } }));
    vi.resetModules();
    const fresh = await import('../../src/web/api/client');
    expect(await fresh.callApi(studentAccount, { query: { username: '20261001' } })).toEqual({
      student: { username: '20261001' },
    });
    expect(sent).toEqual([]);
    expect(element.removed).toBe(true);
    expect(await fresh.callApi(studentAccount, { query: { username: '20261001' } })).toEqual({
      student: { username: 'from the API' },
    });
    // Another address asks the API.
    await fresh.callApi(studentAccount, { query: { username: '20261002' } });
    expect(sent.map((s) => s.url)).toEqual(['/api/scores?username=20261001', '/api/scores?username=20261002']);
  });

  it('forgets, at sign-out, an answer nobody took: the next person in the tab asks the API', async () => {
    const element = {
      textContent: JSON.stringify({ '/api/notifications': { notifications: [{ id: 'theirs' }] } }),
      dataset: { readAt: '1795700000000' },
      remove: () => undefined,
    };
    vi.stubGlobal('document', { getElementById: () => element });
    const sent = answerWith(() => Response.json({ notifications: [] }));
    vi.resetModules();
    const firstData = await import('../../src/web/api/first-data');
    const fresh = await import('../../src/web/api/client');
    expect(firstData.readAtOfAnswersSentWithPage()).toBe(1795700000000);
    firstData.forgetEarlyAnswers();
    expect(await fresh.callApi(listNotifications)).toEqual({ notifications: [] });
    expect(sent.map((s) => s.url)).toEqual(['/api/notifications']);
    expect(firstData.readAtOfAnswersSentWithPage()).toBeNull();
  });
});
