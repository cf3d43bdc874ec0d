// Small choices this browser keeps for the person using it (the course Manage Accounts opens on, the
// view they prefer), so a teacher's phone and their classroom computer each open where they left off.
// Storage can be off by policy on managed devices: the choice then lasts for the visit.
const visit = new Map<string, string>();

export function recall(key: string): string | null {
  try {
    return window.localStorage.getItem(key) ?? visit.get(key) ?? null;
  } catch {
    return visit.get(key) ?? null;
  }
}

export function remember(key: string, value: string): void {
  visit.set(key, value);
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Kept in `visit` only.
  }
}
