import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import * as zod from 'zod';
import { LIMITS } from '../../../shared/messages';
import { zRequiredText } from '../../../shared/user';
import { errorsOf } from '../../api/api-error';
import { ErrorList } from '../../components/ErrorList';
import { Logo } from '../../components/Logo';
import { errorsBesideFields } from '../../components/form/server-field-errors';
import { useText } from '../../i18n/use-text';
import { useSignIn } from './queries';
import { substitutesText } from './texts';

/** A code as typed: the server takes it with or without the dash, in any case. */
const CODE_LENGTH = 40;
const ZSignIn = zod.object({ code: zRequiredText(CODE_LENGTH), name: zRequiredText(LIMITS.name) });
type TSignIn = zod.infer<typeof ZSignIn>;
const FIELDS = ['code', 'name'] as const;

/** Why the form is shown again: the code ended under the substitute, or they left. */
export type TSignInReason = 'ended' | 'left' | null;

/**
 * P60: the code the teacher or the office gave, and the substitute's name (what the teacher's
 * audit trail will call them). The server's refusal (a wrong or ended code, too many tries, no
 * name) stands under its field.
 */
export function SignInForm({ reason }: { reason: TSignInReason }) {
  const t = useText(substitutesText);
  const signIn = useSignIn();
  const { control, handleSubmit, setError } = useForm<TSignIn>({
    resolver: zodResolver(ZSignIn),
    defaultValues: { code: '', name: '' },
  });

  const onSubmit = handleSubmit((values) =>
    signIn.mutate(values, {
      onError: (error) => {
        const errors = errorsOf(error);
        for (const field of FIELDS) {
          const messages = errors[field];
          if (messages?.length) setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: true });
        }
      },
    }),
  );

  // Big enough for a thumb: the fields and the button at their full height.
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: { xs: 1.5, sm: 3 },
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Box sx={{ textAlign: 'center', mb: 2 }}>
            <Logo size={56} />
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mt: 1 }}>
              {t('signInTitle')}
            </Typography>
          </Box>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('signInLead')}
          </Typography>
          <div role="status">
            {reason ? (
              <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
                {reason === 'ended' ? t('codeEnded') : t('youLeft')}
              </Alert>
            ) : null}
          </div>
          <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'grid', gap: 2 }}>
            <Controller
              control={control}
              name="code"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={field.ref}
                  label={t('code')}
                  required
                  fullWidth
                  autoFocus
                  autoComplete="off"
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? t('codeHint')}
                  slotProps={{
                    htmlInput: {
                      maxLength: CODE_LENGTH,
                      autoCapitalize: 'characters',
                      autoCorrect: 'off',
                      spellCheck: false,
                      sx: { fontSize: '1.25rem', letterSpacing: '0.08em', fontVariantNumeric: 'tabular-nums' },
                    },
                  }}
                />
              )}
            />
            <Controller
              control={control}
              name="name"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={field.ref}
                  label={t('yourName')}
                  required
                  fullWidth
                  autoComplete="name"
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? t('nameHint')}
                  slotProps={{ htmlInput: { maxLength: LIMITS.name, autoCapitalize: 'words' } }}
                />
              )}
            />
            <ErrorList error={errorsBesideFields(signIn.error, FIELDS)} />
            <Button type="submit" variant="contained" size="large" disabled={signIn.isPending} sx={{ minHeight: 52 }}>
              {signIn.isPending ? t('starting') : t('start')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
