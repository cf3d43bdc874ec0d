import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { LoadingScreen } from '../../components/LoadingScreen';
import { QueryError } from '../../components/QueryStatus';
import { useText } from '../../i18n/use-text';
import { useEndOnRefusal, useSeat } from './queries';
import { SignInForm } from './sign-in-form';
import { SubstituteDay } from './substitute-day';
import { substitutesText } from './texts';

/**
 * /sub (P60): a substitute's phone. Public: it holds a substitute's session (an HttpOnly cookie),
 * not a person's. Without one, the code form; with one, the class until the code ends, when the
 * page comes back to the form and says why.
 */
export function SubstitutePage() {
  useText(substitutesText);
  useEndOnRefusal();
  const seat = useSeat();
  // Leaving is the substitute's own choice: the form then says so, not that the code ended.
  const [left, setLeft] = useState(false);
  useEffect(() => {
    document.title = substitutesText.t('pageTitle');
  }, []);

  if (seat.isPending) return <LoadingScreen />;
  if (seat.isError && !seat.data) {
    // No answer at all (offline, the server away): said in place, with Try again.
    return (
      <Box component="main" sx={{ p: 3, maxWidth: 480, mx: 'auto' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          {substitutesText.t('signInTitle')}
        </Typography>
        <QueryError query={seat} variant="outlined" />
      </Box>
    );
  }
  const { seat: here, ended } = seat.data;
  if (!here) return <SignInForm reason={ended ? 'ended' : left ? 'left' : null} />;
  return <SubstituteDay seat={here} onLeft={() => setLeft(true)} />;
}
