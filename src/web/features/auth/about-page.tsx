import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { isBuilt, listWords } from '../../built-features';
import { Logo } from '../../components/Logo';

/** What points buy, naming only the extras that are built (built-features.ts). */
const SPENT_ON = listWords([
  ...(isBuilt('hallpasses') ? ['hallpasses'] : []),
  ...(isBuilt('songs') ? ['song requests'] : []),
  'store products',
  'an optional Prime membership',
]);

/** Seed 001 section 1: who built Classmint, where it runs, and that it was not meant to be public. */
export function AboutPage() {
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
              About Classmint
            </Typography>
          </Box>
          <Typography sx={{ mb: 2 }}>
            Classmint is a classroom points economy. Students earn points from their assessment scores and from bonuses,
            and spend them on {SPENT_ON}. Teachers run their courses and set the rules of their class economy.
          </Typography>
          <Typography sx={{ mb: 2 }}>
            Classmint began as a side project by a teacher for one classroom. It runs on free servers and was never
            meant to be public, so please be patient with it: there is no company behind it, just a teacher who wanted
            school to feel a little more rewarding.
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Your teacher or your school gives you your username and password.
          </Typography>
          <Button component={RouterLink} to="/login" variant="contained">
            Go to the login page
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
