// Apart from store.ts and its schemas: the store page shows photos without downloading zod.

/**
 * P17: a Google Drive file link (…/file/d/{id}/view, …/open?id={id}, …/uc?id={id}) becomes its
 * thumbnail link, which a browser can show as an image; any other address is kept as it is.
 */
export function driveThumbnailUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return url;
  }
  if (!/(^|\.)drive\.google\.com$/.test(parsed.hostname)) return url;
  const fromPath = /\/file\/d\/([A-Za-z0-9_-]+)/.exec(parsed.pathname)?.[1];
  const id = fromPath ?? parsed.searchParams.get('id');
  return id && /^[A-Za-z0-9_-]+$/.test(id) ? `https://drive.google.com/thumbnail?id=${id}&sz=w1000` : url;
}
