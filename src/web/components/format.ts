/** Numbers, dates and times as every page shows them (the browser's locale for dates). */
const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

const dateFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${dateFormat.format(date)}, ${timeFormat.format(date)}`;
}
