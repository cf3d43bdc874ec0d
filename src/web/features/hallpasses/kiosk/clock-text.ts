const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** '10:42 AM' in the browser's locale: the classroom's wall-clock time. */
export function clockText(ms: number): string {
  return Number.isNaN(ms) ? '' : timeFormat.format(ms);
}
