import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { ErrorList } from '../../components/ErrorList';
import { LoadingScreen } from '../../components/LoadingScreen';
import { Logo } from '../../components/Logo';
import { authKeys } from '../../api/query-keys';
import { useCurrentUser } from './queries';
import { useSignOutCleanup } from './sign-out-cleanup';
import { useLogin } from './use-login';

type TLoginForm = { username: string; password: string };
type TLoginErrors = Partial<Record<keyof TLoginForm, string>>;

// Plain rules and plain React state rather than the shared zod schema and the form library: this
// page is the first thing a school Chromebook downloads, so it stays free of both.
function missing(values: TLoginForm): TLoginErrors {
  const errors: TLoginErrors = {};
  if (values.username.trim() === '') errors.username = 'Required';
  if (values.password.trim() === '') errors.password = 'Required';
  return errors;
}

/**
 * The two fields, checked when the form is sent and again on every change after that (as the
 * app's other forms do); the first field left empty gets the focus.
 */
function useLoginFields(onValid: (values: TLoginForm) => void) {
  const [values, setValues] = useState<TLoginForm>({ username: '', password: '' });
  const [errors, setErrors] = useState<TLoginErrors>({});
  const [sent, setSent] = useState(false);
  const refs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const field = (name: keyof TLoginForm) => ({
    name,
    value: values[name],
    inputRef: refs[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (sent) setErrors(missing(next));
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    const found = missing(values);
    setErrors(found);
    const first = (['username', 'password'] as const).find((name) => found[name]);
    if (first) refs[first].current?.focus();
    else onValid(values);
  };
  return { field, onSubmit };
}

export function LoginPage() {
  const currentUser = useCurrentUser();
  const login = useLogin();
  const navigate = useNavigate();
  const { field, onSubmit } = useLoginFields((values) => {
    login.mutate(
      { username: values.username.trim(), password: values.password },
      { onSuccess: () => void navigate('/', { replace: true }) },
    );
  });
  const queryClient = useQueryClient();
  const forgetLocalData = useSignOutCleanup();
  const signedOut = currentUser.data === null;

  // Nobody is signed in here, also when a session ended while the app was open (a logout in
  // another tab, a password reset, expiry): nothing that session loaded stays in memory, and its
  // cart leaves the device (P33).
  useEffect(() => {
    if (!signedOut) return;
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
    forgetLocalData();
  }, [signedOut, queryClient, forgetLocalData]);

  if (currentUser.isPending) return <LoadingScreen />;
  // Seed 001 section 2: a signed-in user visiting the login page is sent to /.
  if (currentUser.data && !login.isPending) return <Navigate to="/" replace />;

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
              Classmint
            </Typography>
            <Typography color="text.secondary" variant="body2">
              Sign in to your class account
            </Typography>
          </Box>
          <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'grid', gap: 2 }}>
            <TextField
              {...field('username')}
              label="Username"
              autoComplete="username"
              autoCapitalize="none"
              autoFocus
              fullWidth
            />
            <TextField
              {...field('password')}
              label="Password"
              type="password"
              autoComplete="current-password"
              fullWidth
            />
            <ErrorList error={login.error} />
            <Button type="submit" variant="contained" size="large" disabled={login.isPending} fullWidth>
              {login.isPending ? 'Loading...' : 'Login'}
            </Button>
          </Box>
          <Typography variant="body2" sx={{ textAlign: 'center', mt: 3 }}>
            <Link component={RouterLink} to="/about">
              What is Classmint?
            </Link>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
