/** P33: the cart lives in local storage per user; every key starts with this prefix. */
export const CART_STORAGE_PREFIX = 'classmint.cart.';

/** Seed 001 section 3: a cart is a products list and a quantities map keyed by product id. */
export type TStoredCart = {
  readonly products: readonly string[];
  readonly quantities: Readonly<Record<string, number>>;
};

export const EMPTY_CART: TStoredCart = { products: [], quantities: {} };

export function cartStorageKey(owner: string): string {
  return `${CART_STORAGE_PREFIX}${owner}`;
}

const listeners = new Set<() => void>();
// Parsed carts by key, so the same stored text always gives the same object (useSyncExternalStore).
const parsed = new Map<string, { raw: string | null; cart: TStoredCart }>();
// Used when storage is disabled by policy on a managed device: the cart then lasts for the tab.
const memory = new Map<string, string>();

function notify() {
  listeners.forEach((listener) => listener());
}

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

function writeRaw(key: string, raw: string | null) {
  try {
    if (raw === null) localStorage.removeItem(key);
    else localStorage.setItem(key, raw);
  } catch {
    if (raw === null) memory.delete(key);
    else memory.set(key, raw);
  }
}

/** Anything unreadable (edited by hand, an older shape) counts as an empty cart. */
function parseCart(raw: string | null): TStoredCart {
  if (raw === null) return EMPTY_CART;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || !('products' in value) || !('quantities' in value))
      return EMPTY_CART;
    const { products, quantities } = value;
    if (!Array.isArray(products) || typeof quantities !== 'object' || quantities === null) return EMPTY_CART;
    const ids: string[] = [];
    const counts: Record<string, number> = {};
    for (const id of products) {
      if (typeof id !== 'string' || ids.includes(id)) continue;
      const count: unknown = (quantities as Record<string, unknown>)[id];
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) continue;
      ids.push(id);
      counts[id] = count;
    }
    return { products: ids, quantities: counts };
  } catch {
    return EMPTY_CART;
  }
}

export function readStoredCart(key: string): TStoredCart {
  const raw = readRaw(key);
  const cached = parsed.get(key);
  if (cached && cached.raw === raw) return cached.cart;
  const cart = parseCart(raw);
  parsed.set(key, { raw, cart });
  return cart;
}

export function writeStoredCart(key: string, cart: TStoredCart) {
  writeRaw(key, cart.products.length === 0 ? null : JSON.stringify(cart));
  notify();
}

/** Changes made here and in other tabs of the same browser. */
export function subscribeToCarts(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(CART_STORAGE_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Called at logout so the next person on a shared Chromebook starts with an empty cart. */
export function clearStoredCarts(): void {
  memory.clear();
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(CART_STORAGE_PREFIX)) keys.push(key);
    }
    keys.forEach((key) => localStorage.removeItem(key));
  } catch {
    // Storage can be disabled by policy on managed devices; there is then nothing to clear.
  }
  notify();
}
