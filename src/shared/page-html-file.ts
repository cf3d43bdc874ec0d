/** An address the web build can hold its own HTML for: lower-case words, no dots, no `..`. */
const PAGE_ADDRESS = /^(\/[a-z]+(-[a-z]+)*)+$/;

/**
 * Where the web build keeps the HTML of a page address (see scripts/page-preloads.ts): `/a/b` and
 * `/a/b/` are `pages/a/b.html`, `/` is `pages/index.html`. Null for an address that can have none.
 */
export function pageHtmlFile(address: string): string | null {
  if (address === '/') return 'pages/index.html';
  const trimmed = address.endsWith('/') ? address.slice(0, -1) : address;
  return PAGE_ADDRESS.test(trimmed) ? `pages${trimmed}.html` : null;
}
