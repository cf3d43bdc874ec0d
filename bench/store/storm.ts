import { httpClient, tokenHeader } from '../http-client';
import type { PlannedOrder } from './orders';
import { type ProbeResult, startProbe } from './probe';
import { type CheckoutEnd, closedLoop, type StormLimits, type StormRun, Tally, withTimeout } from './tally';
import { sampleWaits } from './waits';

const REQUEST_TIMEOUT_MS = 30_000;

/** The keys of an error answer `{errors:{stock:[…]}}`, or none when it isn't one. */
function errorKeys(body: string): string[] {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'errors' in parsed) {
      const errors = parsed.errors;
      if (typeof errors === 'object' && errors !== null) return Object.keys(errors);
    }
  } catch {
    // Not JSON: an error below.
  }
  return [];
}

/** 201 is an order, 409 {stock} or {funds} a refusal the storm expects; anything else is an error. */
export function classifyAnswer(status: number, body: string): CheckoutEnd {
  if (status === 201) return 'order';
  if (status === 409) {
    const keys = errorKeys(body);
    if (keys.length === 1 && keys[0] === 'stock') return 'stock';
    if (keys.length === 1 && keys[0] === 'funds') return 'funds';
  }
  return 'error';
}

export interface HttpStormSpec extends StormLimits {
  port: number;
  /** Session tokens, by student index. */
  tokens: string[];
  next: () => PlannedOrder;
  /** Every request carries the Idempotency-Key `<prefix><i>`, as the web client sends one per order. */
  keyPrefix: string;
  /** Sample the app's PostgreSQL backends (by application_name) during the run. */
  waits?: { url: string; application: string };
  /** A bystander browsing the store with this session during the storm. */
  bystanderToken?: string;
}

/** Students POSTing /api/purchases to the real app, closed loop, one keep-alive connection per worker. */
export async function runHttpStorm(spec: HttpStormSpec): Promise<{ run: StormRun; bystander: ProbeResult | null }> {
  const client = httpClient(spec.port, spec.concurrency);
  const tally = new Tally();
  const sampler = spec.waits ? await sampleWaits(spec.waits.url, spec.waits.application) : null;
  const bystander = spec.bystanderToken ? startProbe(spec.port, spec.bystanderToken) : null;
  try {
    const { seconds, cpu } = await closedLoop(spec, async (i) => {
      const order = spec.next();
      const token = spec.tokens[order.student]!;
      const body = {
        purchase: {
          products: order.lines.map((l) => l.productId),
          quantities: Object.fromEntries(order.lines.map((l) => [l.productId, l.quantity])),
        },
      };
      const headers = { ...tokenHeader(token), 'idempotency-key': `${spec.keyPrefix}${i}` };
      const sent = performance.now();
      try {
        const answer = await withTimeout(
          client.request('POST', '/api/purchases', headers, body),
          REQUEST_TIMEOUT_MS,
          'POST /api/purchases',
        );
        const end = classifyAnswer(answer.status, answer.body);
        tally.record(end, performance.now() - sent, `${answer.status} ${answer.body}`);
      } catch (error) {
        tally.record('error', performance.now() - sent, error instanceof Error ? error.message : String(error));
      }
    });
    const probed = bystander ? await bystander.stop() : null;
    const waits = sampler ? await sampler.stop() : null;
    return { run: tally.finish(spec.concurrency, seconds, waits, cpu), bystander: probed };
  } finally {
    client.close();
    await sampler?.stop().catch(() => undefined);
    await bystander?.stop().catch(() => undefined);
  }
}
