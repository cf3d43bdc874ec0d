/**
 * An endpoint's address: `/api/products/:slug` with `{slug: 'a b'}` is `/api/products/a%20b`; the
 * query follows, without unset fields. The web client calls the API at these addresses, and the
 * server names the answers it sends with a page by them (src/shared/first-data.ts), so both build
 * them here.
 */
export function addressOf(path: string, params?: Record<string, string>, query?: Record<string, unknown>): string {
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
  const pairs = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length === 0 ? filled : `${filled}?${pairs.join('&')}`;
}
