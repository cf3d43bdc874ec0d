import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { TStudentCourse } from '../../../shared/user';
import { PageHeader } from '../../components/PageHeader';
import { classDetails } from './class-names';
import { useSwitchClass } from './use-switch-class';
import { useText } from '../../i18n/use-text';
import { classesText } from './texts';

/**
 * P40: a student with several classes says which one they are in before anything else, since each
 * teacher's points, store and passes are their own. Big targets, one tap; the choice is kept on this
 * device and switchable from the top bar.
 */
export function ClassPicker({ courses }: { courses: readonly TStudentCourse[] }) {
  const t = useText(classesText);
  const switchClass = useSwitchClass();
  const [choosing, setChoosing] = useState<string | null>(null);
  return (
    <>
      <PageHeader title={t('chooseClass')} subtitle={t('chooseClassHelp')} />
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, maxWidth: 560 }}>
        {courses.map((course) => (
          <li key={course._id}>
            <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
              <ButtonBase
                disabled={choosing !== null}
                onClick={() => {
                  setChoosing(course._id);
                  void switchClass(course._id);
                }}
                sx={{
                  width: '100%',
                  minHeight: 72,
                  px: 2.5,
                  py: 1.5,
                  justifyContent: 'flex-start',
                  textAlign: 'left',
                  '&:hover': { bgcolor: 'action.hover' },
                  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                }}
              >
                <span>
                  <Typography component="span" variant="h6" sx={{ display: 'block', fontWeight: 600 }}>
                    {course.name}
                  </Typography>
                  <Typography component="span" color="text.secondary" sx={{ display: 'block' }}>
                    {classDetails(course)}
                  </Typography>
                </span>
              </ButtonBase>
            </Paper>
          </li>
        ))}
      </Stack>
    </>
  );
}
