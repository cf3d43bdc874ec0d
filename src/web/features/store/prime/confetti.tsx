import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const fall = keyframes`
  0% { transform: translate3d(0, -24px, 0) rotate(0deg); opacity: 1; }
  80% { opacity: 1; }
  100% { transform: translate3d(var(--drift), 560px, 0) rotate(var(--spin)); opacity: 0; }
`;

const COLORS = ['#e0b53a', '#f7e08f', '#3ebd8a', '#8fe3bf', '#e2574c', '#5b8def', '#c99a1e'];
const PIECES = 42;

/** Deterministic scatter, so the picture is the same each time and render stays pure. */
function piece(i: number) {
  const r = (n: number) => {
    const x = Math.sin(i * 12.9898 + n * 78.233) * 43758.5453;
    return x - Math.floor(x);
  };
  return {
    left: `${Math.round(r(1) * 100)}%`,
    delay: `${(r(2) * 0.9).toFixed(2)}s`,
    duration: `${(2.4 + r(3) * 1.8).toFixed(2)}s`,
    drift: `${Math.round((r(4) - 0.5) * 160)}px`,
    spin: `${Math.round(360 + r(5) * 720)}deg`,
    width: 6 + Math.round(r(6) * 6),
    round: r(7) > 0.7,
    restTop: `${Math.round(r(8) * 30)}%`,
    color: COLORS[i % COLORS.length],
  };
}

/**
 * A burst of paper confetti behind the welcome page's text (its parent isolates a stacking
 * context), drawn with CSS only. With reduced motion asked for, the pieces stay still as a sprinkle
 * along the top instead of falling.
 */
export function Confetti() {
  return (
    <Box aria-hidden="true" sx={{ position: 'absolute', inset: 0, overflow: 'hidden', pointerEvents: 'none', zIndex: -1 }}>
      {Array.from({ length: PIECES }, (_, i) => {
        const p = piece(i);
        return (
          <Box
            key={i}
            style={{ ['--drift' as string]: p.drift, ['--spin' as string]: p.spin }}
            sx={{
              position: 'absolute',
              top: 0,
              left: p.left,
              width: p.width,
              height: p.round ? p.width : p.width * 1.6,
              borderRadius: p.round ? '50%' : '2px',
              bgcolor: p.color,
              opacity: 0,
              animation: `${fall} ${p.duration} cubic-bezier(0.2, 0.6, 0.4, 1) ${p.delay} 1 both`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.85, top: p.restTop, transform: `rotate(${p.spin})` },
            }}
          />
        );
      })}
    </Box>
  );
}
