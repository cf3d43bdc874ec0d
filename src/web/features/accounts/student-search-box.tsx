import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { TCourse, TStudentSummary } from '../../../shared/courses';
import { byLastName, distinctCourseLabels, lastNameFirst, periodLabel } from '../courses';
import { compareText } from '../../components/compare-text';
import { StudentSearchField } from './student-search-field';

type TOption = { student: TStudentSummary; group: string; period: number };

/** The plain field had the focus when this arrived: what it held, and where its caret was. */
export type TSearchHandoff = {
  text: string;
  selectionStart: number;
  selectionEnd: number;
  /** Typed into or clicked, which opens the list as it would have here. */
  open: boolean;
};

export type TStudentSearchBoxProps = {
  courses: TCourse[];
  onSelect: (student: TStudentSummary) => void;
  /** Null when the plain field was not focused: this then starts empty, as a blurred field is. */
  handoff: TSearchHandoff | null;
};

/** Seed 000 section 2: find any of the teacher's students, grouped by period and course. */
export function StudentSearchBox({ courses, onSelect, handoff }: TStudentSearchBoxProps) {
  const [input, setInput] = useState(handoff?.text ?? '');
  const [open, setOpen] = useState(handoff?.open ?? false);
  const inputElement = useRef<HTMLInputElement>(null);
  const groupIds = useId();
  // On arrival the Autocomplete empties its field once (reason 'reset', without an event); what
  // was typed before it arrived is kept through that one.
  const keepingDraft = useRef(Boolean(handoff?.text));
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

  useLayoutEffect(() => {
    const element = inputElement.current;
    if (!handoff || !element) return;
    element.focus();
    element.setSelectionRange(handoff.selectionStart, handoff.selectionEnd);
    // Only on arrival: the field was focused before this component replaced it.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Autocomplete
      options={options}
      groupBy={(option) => option.group}
      getOptionLabel={(option) => `${lastNameFirst(option.student)} (${option.student.username})`}
      getOptionKey={(option) => option.student._id}
      isOptionEqualToValue={(option, value) => option.student._id === value.student._id}
      value={null}
      inputValue={input}
      onInputChange={(event, value, reason) => {
        const arrivalReset = keepingDraft.current && reason === 'reset' && event === null;
        keepingDraft.current = false;
        if (!arrivalReset) setInput(value);
      }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      blurOnSelect
      clearOnBlur
      // The field is always empty when focused anew (clearOnBlur); selecting on focus would only
      // select what was typed into the plain field before this arrived, and the next key would erase it.
      selectOnFocus={false}
      size="small"
      noOptionsText="No students match"
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
            {option.student.dropped ? 'dropped · ' : ''}
            {option.student.username}
          </Box>
        </Box>
      )}
      renderInput={(params) => <StudentSearchField {...params} inputRef={inputElement} />}
    />
  );
}
