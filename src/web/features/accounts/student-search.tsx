import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import { useId, useMemo, useState } from 'react';
import type { TCourse, TStudentSummary } from '../../../shared/courses';
import { byLastName, distinctCourseLabels, lastNameFirst, periodLabel } from '../courses';
import { compareText } from '../../components/compare-text';
import { StudentSearchField } from './student-search-field';
import { useText } from '../../i18n/use-text';
import { accountsText } from './texts';

type TOption = { student: TStudentSummary; group: string; period: number };

type TStudentSearchProps = {
  courses: TCourse[];
  onSelect: (student: TStudentSummary) => void;
};

/** Seed 000 section 2: find any of the teacher's students, grouped by period and course. */
export function StudentSearch({ courses, onSelect }: TStudentSearchProps) {
  const t = useText(accountsText);
  const [input, setInput] = useState('');
  const groupIds = useId();
  const options = useMemo<TOption[]>(() => {
    const labels = distinctCourseLabels(courses);
    return [...courses]
      .sort((a, b) => a.period - b.period || compareText(a.name, b.name))
      .flatMap((course) =>
        [...course.students]
          .sort(byLastName)
          .map((student) => ({ student, group: labels.get(course._id) ?? periodLabel(course), period: course.period })),
      );
  }, [courses]);

  return (
    <Autocomplete
      options={options}
      groupBy={(option) => option.group}
      getOptionLabel={(option) =>
        t('optionLabel', { name: lastNameFirst(option.student), username: option.student.username })
      }
      getOptionKey={(option) => option.student._id}
      isOptionEqualToValue={(option, value) => option.student._id === value.student._id}
      value={null}
      inputValue={input}
      onInputChange={(_event, value) => setInput(value)}
      blurOnSelect
      clearOnBlur
      size="small"
      noOptionsText={t('noStudentsMatch')}
      onChange={(_event, option) => {
        if (option) onSelect(option.student);
      }}
      // MUI's own groups put a list inside the listbox, which screen readers and axe reject
      // (options must sit in the listbox or in a group): each course is a labelled group.
      renderGroup={({ key, group, children }) => (
        <li key={key} role="presentation">
          <Box
            component="ul"
            role="group"
            aria-labelledby={`${groupIds}-${key}`}
            sx={{ p: 0, '& .MuiAutocomplete-option': { pl: 3 } }}
          >
            <ListSubheader component="li" role="presentation" id={`${groupIds}-${key}`} sx={{ top: -8 }}>
              {group}
            </ListSubheader>
            {children}
          </Box>
        </li>
      )}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span>{lastNameFirst(option.student)}</span>
          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85em' }}>
            {option.student.dropped ? t('droppedPrefix') : ''}
            {option.student.username}
          </Box>
        </Box>
      )}
      renderInput={(params) => <StudentSearchField {...params} />}
    />
  );
}
