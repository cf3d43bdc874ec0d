export type THistogramBucket = { from: number; to: number; label: string; count: number };

/**
 * Scores counted in buckets of `size` points from 0 up to the total (or the highest score, when
 * extra credit goes past it). With buckets of 1 every score has its own bar; with larger buckets a
 * perfect score joins the last bucket when the total is a multiple of the size (20–25, not 25–29).
 */
export function histogramBuckets(values: readonly number[], totalPoints: number, size: number): THistogramBucket[] {
  const step = Number.isFinite(size) && size > 0 ? size : 1;
  const top = Math.max(totalPoints, ...values, 0);
  const mergeTop = step > 1 && top > 0 && top % step === 0;
  const count = Math.min(1000, mergeTop ? top / step : Math.floor(top / step) + 1);
  const buckets: THistogramBucket[] = Array.from({ length: count }, (_, i) => {
    const from = i * step;
    const to = i === count - 1 ? top : from + step;
    return { from, to, label: rangeLabel(from, to, step, i === count - 1), count: 0 };
  });
  for (const value of values) {
    const index = Math.min(buckets.length - 1, Math.max(0, Math.floor(value / step)));
    const bucket = buckets[index];
    if (bucket) bucket.count += 1;
  }
  return buckets;
}

function rangeLabel(from: number, to: number, step: number, last: boolean): string {
  if (step === 1 && Number.isInteger(from)) return String(from);
  const integers = Number.isInteger(from) && Number.isInteger(to) && Number.isInteger(step);
  const upper = integers && !last ? to - 1 : to;
  if (upper <= from) return round(from);
  return `${round(from)}–${round(upper)}`;
}

function round(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** Up to about five whole-number ticks from 0 to the tallest bar. */
export function countTicks(max: number): number[] {
  if (max <= 0) return [0];
  const step = Math.max(1, Math.ceil(max / 5));
  const ticks: number[] = [];
  for (let t = 0; t <= max; t += step) ticks.push(t);
  if (ticks[ticks.length - 1] !== max && ticks.length < 7) ticks.push(ticks[ticks.length - 1]! + step);
  return ticks;
}
