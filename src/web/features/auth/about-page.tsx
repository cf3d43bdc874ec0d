import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { isBuilt, listWords } from '../../built-features';
import { Logo } from '../../components/Logo';
import { useText } from '../../i18n/use-text';
import { authText } from './texts';

/** What points buy, naming only the extras that are built (built-features.ts). */
const spentOn = () =>
  listWords([
    ...(isBuilt('hallpasses') ? [authText.t('spentOnHallpasses')] : []),
    ...(isBuilt('songs') ? [authText.t('spentOnSongs')] : []),
    authText.t('spentOnStore'),
    authText.t('spentOnPrime'),
  ]);

/** Seed 001 section 1: who built Classmint, where it runs, and that it was not meant to be public. */
export function AboutPage() {
  const t = useText(authText);
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 600 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
            <Logo size={48} />
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
              {t('aboutTitle')}
            </Typography>
          </Box>
          <Typography sx={{ mb: 2 }}>{t('aboutEconomy', { spentOn: spentOn() })}</Typography>
          <Typography sx={{ mb: 2 }}>{t('aboutHistory')}</Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('aboutCredentials')}
          </Typography>
          <Button component={RouterLink} to="/login" variant="contained">
            {t('goToLogin')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
