import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';

const COLORS = ['#e0b53a', '#f7e08f', '#3ebd8a', '#8fe3bf', '#e2574c', '#5b8def', '#c99a1e'];
/** Bursts spread along the top edge, so the pieces rain down over the whole page rather than fan out from one point. */
const BURSTS_FROM_X = [0.1, 0.3, 0.5, 0.7, 0.9];

/**
 * One shower of paper confetti behind the welcome page's text (its parent isolates a stacking
 * context), drawn by canvas-confetti on a canvas of our own. The library arrives only when the
 * welcome page opens, and draws nothing for a person who asked for reduced motion.
 */
export function Confetti() {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let unmounted = false;
    let stop = () => {};
    import('canvas-confetti').then(
      ({ default: confetti }) => {
        if (unmounted || !canvas.current) return;
        // No worker: the content security policy allows scripts from our own origin only.
        const fire = confetti.create(canvas.current, { resize: true, useWorker: false, disableForReducedMotion: true });
        for (const x of BURSTS_FROM_X) {
          void fire({
            particleCount: 9,
            origin: { x, y: -0.05 },
            angle: 270,
            spread: 80,
            startVelocity: 14,
            gravity: 0.7,
            ticks: 260,
            scalar: 0.8,
            colors: COLORS,
          });
        }
        stop = () => fire.reset();
      },
      () => {
        // Decoration only: when it cannot be downloaded the welcome page is the same without it.
      },
    );
    return () => {
      unmounted = true;
      stop();
    };
  }, []);

  return (
    <Box
      component="canvas"
      ref={canvas}
      aria-hidden="true"
      sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none', zIndex: -1 }}
    />
  );
}
