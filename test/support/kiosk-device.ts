import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TKioskPass, TKioskView } from '../../src/shared/kiosks';

/** A device: it keeps the cookies the server sets, as a browser would. */
export function kioskDevice(app: FastifyInstance, cookies: Record<string, string> = {}) {
  const jar = { ...cookies };
  async function call<T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, key?: string) {
    const response = await app.inject({
      method,
      url,
      headers: {
        cookie: Object.entries(jar)
          .map(([name, value]) => `${name}=${value}`)
          .join('; '),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || cookie.maxAge === 0) delete jar[cookie.name];
      else jar[cookie.name] = cookie.value;
    }
    return { status: response.statusCode, body: (response.body ? JSON.parse(response.body) : {}) as T };
  }
  return {
    jar,
    open: (code: string) => call<{ kiosk: TKioskView }>('POST', '/api/kiosk/session', { kiosk: { code } }),
    view: () => call<{ kiosk: TKioskView }>('GET', '/api/kiosk'),
    start: (pass: Record<string, unknown>, key: string | null = randomUUID()) =>
      call<{ pass: TKioskPass }>('POST', '/api/kiosk/passes', { pass }, key ?? undefined),
    back: (passId: string, key: string = randomUUID()) =>
      call<{ pass: TKioskPass }>('PUT', `/api/kiosk/passes/${passId}/return`, {}, key),
    get: (url: string) => call<Record<string, unknown>>('GET', url),
  };
}
