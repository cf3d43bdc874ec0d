import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type TDeskRowProps = {
  name: string;
  /** Under the name: where a pass goes and until when, or a balance. */
  detail: string;
  /** A pass that is late: its detail in the error colour. */
  late?: boolean;
  /** Names the row in its list (a list of passes), when its name alone should. */
  label?: string;
  /** Its buttons, beside the name on a wide screen, under it on a narrow one. */
  children?: ReactNode;
};

/** One student in a list of the class view: the roster's, a kind of pass's. */
export function DeskRow({ name, detail, late = false, label, children }: TDeskRowProps) {
  return (
    <Box
      component="li"
      aria-label={label}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box sx={{ flex: '1 1 140px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
        <Typography
          variant="body2"
          color={late ? 'error' : 'text.secondary'}
          sx={{ fontWeight: late ? 600 : 400, fontVariantNumeric: 'tabular-nums' }}
        >
          {detail}
        </Typography>
      </Box>
      {children ? <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{children}</Box> : null}
    </Box>
  );
}
