import CloseIcon from '@mui/icons-material/Close';
import ShuffleIcon from '@mui/icons-material/Shuffle';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { TCourse } from '../../../shared/courses';
import { EmptyState } from '../../components/EmptyState';
import { GROUPS, clampGroupCount, dealIntoGroups, shuffled } from './random-groups';
import { studentName } from './student-form';
import { periodLabel } from './student-names';
import { useText } from '../../i18n/use-text';
import { coursesText } from './texts';

type TRandomGroupsDialogProps = { course: TCourse; onClose: () => void };

/** 'Random Group Generator' (seed 001 section 2): active students shuffled into balanced groups. */
export function RandomGroupsDialog({ course, onClose }: TRandomGroupsDialogProps) {
  const t = useText(coursesText);
  const active = useMemo(() => course.students.filter((s) => !s.dropped), [course.students]);
  const [order, setOrder] = useState(() => shuffled(active));
  const [count, setCount] = useState<number>(GROUPS.default);
  const [typed, setTyped] = useState(String(GROUPS.default));
  const groups = useMemo(() => dealIntoGroups(order, count), [order, count]);

  const onCountChange = (text: string) => {
    setTyped(text);
    const value = Number.parseInt(text, 10);
    if (Number.isFinite(value)) setCount(clampGroupCount(value));
  };

  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby="random-groups-title">
      <AppBar position="sticky" color="default" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton edge="start" onClick={onClose} aria-label={t('close')}>
            <CloseIcon />
          </IconButton>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography id="random-groups-title" variant="h6" component="h2" noWrap>
              {t('groupGenerator')}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {periodLabel(course)}
            </Typography>
          </Box>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: { xs: 2, md: 3 }, width: '100%', maxWidth: 1280, mx: 'auto' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 3 }}>
          <TextField
            label={t('groupCount')}
            type="number"
            size="small"
            value={typed}
            onChange={(event) => onCountChange(event.target.value)}
            onBlur={() => setTyped(String(count))}
            helperText={t('fromTo', { min: GROUPS.min, max: GROUPS.max })}
            slotProps={{ htmlInput: { min: GROUPS.min, max: GROUPS.max, step: 1, inputMode: 'numeric' } }}
            sx={{ width: 170 }}
          />
          <Button
            variant="contained"
            startIcon={<ShuffleIcon />}
            onClick={() => setOrder(shuffled(active))}
            disabled={active.length === 0}
            sx={{ mt: 0.25 }}
          >
            {t('shuffleAgain')}
          </Button>
          <Typography color="text.secondary" sx={{ alignSelf: 'center', mt: { xs: 0, sm: -2.5 } }}>
            {t('studentCount', { count: active.length })}
            {active.length > 0 && active.length < count ? t('onlyGroups', { count: active.length }) : ''}
          </Typography>
        </Box>
        {active.length === 0 ? (
          <EmptyState title={t('noStudentsToGroup')} description={t('noStudentsToGroupHelp')} />
        ) : (
          <Box
            role="list"
            aria-label={t('groups')}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))' }}
          >
            {groups.map((members, index) => (
              <Card key={index} role="listitem" aria-label={t('group', { n: index + 1 })}>
                <CardContent>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, color: 'primary.main', mb: 1 }}>
                    {t('group', { n: index + 1 })}
                  </Typography>
                  <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
                    {members.map((student) => (
                      <Typography component="li" key={student._id} sx={{ fontSize: { xs: '1rem', md: '1.1rem' } }}>
                        {studentName(student)}
                      </Typography>
                    ))}
                  </Box>
                </CardContent>
              </Card>
            ))}
          </Box>
        )}
      </Box>
    </Dialog>
  );
}
