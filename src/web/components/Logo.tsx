import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useText } from '../i18n/use-text';
import { componentsText } from './texts';

type TLogoProps = {
  /** 'prime' is the gold coin a Prime student sees when their teacher has Prime on. */
  variant?: 'standard' | 'prime';
  size?: number;
  showWordmark?: boolean;
};

const COLORS = {
  standard: { rim: '#167a54', face: '#3ebd8a', shine: '#8fe3bf', mark: '#ffffff', word: 'logoStandard' },
  prime: { rim: '#9a7412', face: '#e0b53a', shine: '#f7e08f', mark: '#ffffff', word: 'logoPrime' },
} as const;

/** Classmint's coin: a mint leaf stamped on a coin. Drawn inline so it needs no request. */
export function Logo({ variant = 'standard', size = 36, showWordmark = false }: TLogoProps) {
  const t = useText(componentsText);
  const c = COLORS[variant];
  const word = t(c.word);
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }} role="img" aria-label={word}>
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" fill={c.rim} />
        <circle cx="32" cy="32" r="25.5" fill={c.face} />
        <circle
          cx="32"
          cy="32"
          r="25.5"
          fill="none"
          stroke={c.shine}
          strokeWidth="1.5"
          strokeDasharray="3 3.2"
          opacity="0.8"
        />
        <path d="M20 41 C 19 27, 29 18, 44 19 C 45 33, 36 43, 20 41 Z" fill={c.mark} />
        <path d="M21 40 C 27 34, 32 29, 40 23" fill="none" stroke={c.face} strokeWidth="2.4" strokeLinecap="round" />
        {variant === 'prime' ? (
          <path
            d="M46 9 l2.2 4.6 5 .7 -3.6 3.5 .9 5 -4.5-2.4 -4.5 2.4 .9-5 -3.6-3.5 5-.7 z"
            fill="#fff7d6"
            stroke={c.rim}
            strokeWidth="1"
          />
        ) : null}
      </svg>
      {showWordmark ? (
        <Typography
          component="span"
          sx={{ fontWeight: 700, fontSize: size * 0.55, letterSpacing: '-0.01em', lineHeight: 1 }}
        >
          {word}
        </Typography>
      ) : null}
    </Box>
  );
}
