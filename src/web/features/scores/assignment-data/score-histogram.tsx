import { BarChart } from '@mui/x-charts/BarChart';
import { countTicks, histogramBuckets } from './histogram-buckets';
import type { THistogramBucket } from './histogram-buckets';
import { scoresText } from '../texts';
import { useText } from '../../../i18n/use-text';

type TScoreHistogramProps = {
  title: string;
  values: readonly number[];
  totalPoints: number;
  bucketSize: number;
  color: string;
  height: number;
};

/** Below this width a count above its bar would run into its neighbours'. */
const MIN_BAR_WIDTH_FOR_COUNT = 16;
/** Room above the top tick for the tallest bar's count, which the chart would otherwise clip. */
const HEADROOM = 1.12;

const students = (count: number) => scoresText.t('studentsCount', { count });

/** What the picture shows, in words: the bars that have students (a 1-point histogram has many empty ones). */
function describeBars(buckets: readonly THistogramBucket[]): string {
  const filled = buckets
    .filter((b) => b.count > 0)
    .map((b) => scoresText.t('barCount', { label: b.label, students: students(b.count) }));
  const rest = filled.length < buckets.length ? scoresText.t('otherBarsEmpty') : '';
  return scoresText.t('barsDescription', { bars: filled.join(', '), rest });
}

/**
 * A histogram of an assignment's scores (MUI X BarChart; the dialog loads this file on demand).
 * Our buckets, one bar each, and whole-number count ticks; the chart's name says what it shows
 * and its description says in words what the bars show.
 */
export function ScoreHistogram({ title, values, totalPoints, bucketSize, color, height }: TScoreHistogramProps) {
  const t = useText(scoresText);
  const buckets = histogramBuckets(values, totalPoints, bucketSize);
  const ticks = countTicks(Math.max(1, ...buckets.map((b) => b.count)));
  const topTick = ticks[ticks.length - 1] ?? 1;

  return (
    <BarChart
      height={height}
      role="img"
      aria-label={t('histogramOf', { title })}
      desc={describeBars(buckets)}
      hideLegend
      grid={{ horizontal: true }}
      borderRadius={3}
      margin={{ top: 20, right: 12, bottom: 0, left: 0 }}
      xAxis={[
        { data: buckets.map((b) => b.label), label: t('scoreOutOf', { total: totalPoints }), categoryGapRatio: 0.15 },
      ]}
      yAxis={[
        {
          label: t('students'),
          tickInterval: ticks,
          max: topTick * HEADROOM,
          valueFormatter: (count: number) => String(count),
          width: 48,
        },
      ]}
      series={[
        {
          data: buckets.map((b) => b.count),
          label: t('students'),
          color,
          valueFormatter: (count) => students(count ?? 0),
          barLabel: (item, context) =>
            item.value && context.bar.width >= MIN_BAR_WIDTH_FOR_COUNT ? String(item.value) : null,
          barLabelPlacement: 'outside',
        },
      ]}
    />
  );
}
