import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useRef } from 'react';
import { countTicks, histogramBuckets } from './histogram-buckets';
import { useElementWidth } from './use-element-width';

type TScoreHistogramProps = {
  title: string;
  values: readonly number[];
  totalPoints: number;
  bucketSize: number;
  color: string;
};

const HEIGHT = 260;
const MARGIN = { top: 20, right: 12, bottom: 40, left: 40 };

/** A histogram of an assignment's scores drawn as plain SVG (no chart library). */
export function ScoreHistogram({ title, values, totalPoints, bucketSize, color }: TScoreHistogramProps) {
  const theme = useTheme();
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const buckets = histogramBuckets(values, totalPoints, bucketSize);
  const tallest = Math.max(1, ...buckets.map((b) => b.count));
  const ticks = countTicks(tallest);
  const top = ticks[ticks.length - 1] ?? tallest;
  const plotWidth = Math.max(50, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const slot = plotWidth / buckets.length;
  const gap = slot > 8 ? Math.min(6, slot * 0.15) : 0;
  const longestLabel = Math.max(...buckets.map((b) => b.label.length));
  const labelEvery = Math.max(1, Math.ceil((longestLabel * 7 + 8) / slot));
  const y = (count: number) => MARGIN.top + plotHeight - (count / top) * plotHeight;
  const axis = theme.palette.text.secondary;
  const grid = theme.palette.divider;

  return (
    <Box ref={box} sx={{ width: '100%', minWidth: 0, overflow: 'hidden' }}>
      <svg width={width} height={HEIGHT} role="img" aria-label={`Histogram of scores for ${title}`} style={{ display: 'block' }}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={y(tick)} y2={y(tick)} stroke={grid} />
            <text x={MARGIN.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle" fontSize={12} fill={axis}>
              {tick}
            </text>
          </g>
        ))}
        {buckets.map((bucket, i) => {
          const x = MARGIN.left + i * slot + gap / 2;
          const barWidth = Math.max(1, slot - gap);
          const barTop = y(bucket.count);
          return (
            <g key={bucket.from}>
              <rect x={x} y={barTop} width={barWidth} height={MARGIN.top + plotHeight - barTop} fill={color} rx={Math.min(3, barWidth / 4)}>
                <title>{`${bucket.label}: ${bucket.count} ${bucket.count === 1 ? 'student' : 'students'}`}</title>
              </rect>
              {bucket.count > 0 && barWidth >= 16 ? (
                <text x={x + barWidth / 2} y={barTop - 4} textAnchor="middle" fontSize={11} fill={theme.palette.text.primary}>
                  {bucket.count}
                </text>
              ) : null}
              {i % labelEvery === 0 ? (
                <text x={x + barWidth / 2} y={MARGIN.top + plotHeight + 16} textAnchor="middle" fontSize={12} fill={axis}>
                  {bucket.label}
                </text>
              ) : null}
            </g>
          );
        })}
        <line x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={MARGIN.top + plotHeight} y2={MARGIN.top + plotHeight} stroke={axis} />
        <text x={MARGIN.left + plotWidth / 2} y={HEIGHT - 4} textAnchor="middle" fontSize={12} fill={axis}>
          Score (out of {totalPoints})
        </text>
        <text transform={`translate(12 ${MARGIN.top + plotHeight / 2}) rotate(-90)`} textAnchor="middle" fontSize={12} fill={axis}>
          Students
        </text>
      </svg>
    </Box>
  );
}
