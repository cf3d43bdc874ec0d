import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { pageAt } from '../../../shared/pages';
import type { TCurrentUser } from '../../../shared/user';
import { ErrorList } from '../../components/ErrorList';
import { LoadingScreen } from '../../components/LoadingScreen';
import { Logo } from '../../components/Logo';
import { authKeys } from '../../api/query-keys';
import { useCurrentUser, useSignInOptions } from './queries';
import { SchoolSignInButton, SignInProblem, signInProblemIn } from './school-sign-in';
import { keepFormDraftsOf } from './form-draft';
import { forgetSessionEnded, onSignInElsewhere, sessionEndedHere } from './session-end';
import { useSignOutCleanup } from './sign-out-cleanup';
import { LoginField } from './login-field';
import { useLogin } from './use-login';
import { useLoginFields } from './use-login-fields';
import { authText } from './texts';
import { useText } from '../../i18n/use-text';

/**
 * Where to go after signing in: back to the page the person was on when their session ended (its
 * drafts wait there), when it is one of theirs; otherwise home, which sends each role to its page.
 */
function destinationFor(user: TCurrentUser, from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/')) return '/';
  const page = pageAt(new URL(from, window.location.origin).pathname);
  return page && (page.access === 'signedIn' || page.access === user.role) ? from : '/';
}

/** Who the hidden password form is still for, under PASSWORD_SIGNIN (P46). */
const PASSWORD_FOR = { staff: 'passwordForStaff', none: 'passwordForAdmin' } as const;

export function LoginPage() {
  const t = useText(authText);
  const currentUser = useCurrentUser();
  const options = useSignInOptions();
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  // Read once: signing in forgets the mark, and the page should not change while it leaves.
  const [sessionEnded] = useState(sessionEndedHere);
  // Why the school's sign-in came back here (P46), read once: the address is then cleaned, so a
  // reload doesn't say it again.
  const [problem] = useState(() => signInProblemIn(location.search));
  const [passwordOpened, setPasswordOpened] = useState(false);
  const { field, onSubmit } = useLoginFields((values) => {
    login.mutate(
      { username: values.username.trim(), password: values.password },
      { onSuccess: (user) => void navigate(destinationFor(user, from), { replace: true }) },
    );
  });
  const queryClient = useQueryClient();
  const forgetLocalData = useSignOutCleanup();
  const signedOut = currentUser.data === null;

  // Signed in in another tab of this browser (the same cookie): this one goes in too, as that
  // person (their drafts stay, anyone else's go, as at a sign-in here).
  useEffect(
    () => onSignInElsewhere(() => void queryClient.invalidateQueries({ queryKey: authKeys.currentUser() })),
    [queryClient],
  );
  const signedInId = currentUser.data?._id;
  useEffect(() => {
    if (signedInId === undefined) return;
    keepFormDraftsOf(signedInId);
    forgetSessionEnded();
  }, [signedInId]);

  // Nobody is signed in here, also when a session ended while the app was open (a logout in
  // another tab, a password reset, expiry): nothing that session loaded stays in memory, and its
  // cart leaves the device (P33). Form drafts stay in the tab until someone signs in (form-draft.ts).
  useEffect(() => {
    if (!signedOut) return;
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
    forgetLocalData();
  }, [signedOut, queryClient, forgetLocalData]);

  useEffect(() => {
    if (problem) void navigate({ search: '' }, { replace: true, state: location.state as unknown });
    // Once, as the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (currentUser.isPending || options.isPending) return <LoadingScreen />;
  // Seed 001 section 2: a signed-in user visiting the login page is sent to / (or back to the page
  // their session ended on).
  // Until the next page's code has arrived this page stays drawn (the navigation waits in a
  // transition): the loading screen, with its heading and main landmark, rather than a blank page.
  if (currentUser.data && !login.isPending) {
    return (
      <>
        <LoadingScreen />
        <Navigate to={destinationFor(currentUser.data, from)} replace />
      </>
    );
  }

  // Without an answer (a network hiccup) the password form shows, as it always did.
  const provider = options.data?.provider ?? null;
  const passwordMode = options.data?.password ?? 'all';
  const showPassword = passwordMode === 'all' || passwordOpened;

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ textAlign: 'center', mb: 3 }}>
            <Logo size={64} />
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mt: 1 }}>
              {t('appName')}
            </Typography>
            <Typography color="text.secondary" variant="body2">
              {t('signInToAccount')}
            </Typography>
          </Box>
          {sessionEnded || problem || provider ? (
            <Box sx={{ display: 'grid', gap: 2, mb: 2 }}>
              {sessionEnded ? (
                <Alert severity="info" variant="outlined">
                  {t('sessionEnded')}
                </Alert>
              ) : null}
              {problem ? <SignInProblem problem={problem} provider={provider} /> : null}
              {provider ? <SchoolSignInButton provider={provider} /> : null}
            </Box>
          ) : null}
          {provider && showPassword ? (
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mb: 2 }}>
              {t('orWithPassword')}
            </Typography>
          ) : null}
          {showPassword ? (
            <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'grid', gap: 2 }}>
              <LoginField
                {...field('username')}
                label={t('username')}
                autoComplete="username"
                autoCapitalize="none"
                autoFocus
              />
              <LoginField
                {...field('password')}
                label={t('password')}
                type="password"
                autoComplete="current-password"
              />
              <ErrorList error={login.error} />
              <Button type="submit" variant="contained" size="large" disabled={login.isPending} fullWidth>
                {login.isPending ? t('loading') : t('login')}
              </Button>
            </Box>
          ) : (
            // PASSWORD_SIGNIN staff or none: the form waits behind this, for those who may still use it.
            <Box sx={{ textAlign: 'center' }}>
              <Button variant="text" aria-expanded={false} onClick={() => setPasswordOpened(true)}>
                {t('signInWithPassword')}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {t(PASSWORD_FOR[passwordMode])}
              </Typography>
            </Box>
          )}
          <Typography variant="body2" sx={{ textAlign: 'center', mt: 3 }}>
            <Link component={RouterLink} to="/about">
              {t('whatIsClassmint')}
            </Link>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
