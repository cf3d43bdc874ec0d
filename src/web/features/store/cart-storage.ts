/** P33: the cart lives in local storage per user; every key starts with this prefix. */
export const CART_STORAGE_PREFIX = 'classmint.cart.';

export function cartStorageKey(username: string): string {
  return `${CART_STORAGE_PREFIX}${username}`;
}

/** Called at logout so the next person on a shared Chromebook starts with an empty cart. */
export function clearStoredCarts(): void {
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
}
