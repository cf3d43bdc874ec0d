import { useEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import type { TCourse, TStudentSummary } from '../../../shared/courses';
import { useSnackbar } from '../../components/use-snackbar';
import { LOAD_ON_DEMAND_FAILED, onDemand } from '../../on-demand';
import type { TStudentSearchBoxProps } from './student-search-box';
import { StudentSearchField } from './student-search-field';

type TStudentSearchProps = {
  courses: TCourse[];
  onSelect: (student: TStudentSummary) => void;
};

type TArrived = { SearchBox: ComponentType<TStudentSearchBoxProps>; takeFocus: boolean };

const searchBox = onDemand(() => import('./student-search-box').then((module) => module.StudentSearchBox));

/**
 * Seed 000 section 2's student search. It draws as a plain text field, and the Autocomplete that
 * lists and filters the students (with Popper.js, a quarter of the page's script and the costliest
 * part of its first render on a Chromebook) comes once the page has drawn and the browser is idle,
 * or sooner when the teacher reaches for the field (the pointer over it, or the focus). What is
 * typed meanwhile is kept, and the focus moves along.
 */
export function StudentSearch({ courses, onSelect }: TStudentSearchProps) {
  const loaded = searchBox.loaded();
  const [arrived, setArrived] = useState<TArrived | null>(() =>
    loaded ? { SearchBox: loaded, takeFocus: false } : null,
  );
  const [draft, setDraft] = useState('');
  const plainField = useRef<HTMLInputElement>(null);
  const { enqueueSnackbar } = useSnackbar();

  const reach = (saysWhenFailed: boolean) => {
    searchBox.download().then(
      (SearchBox) => {
        const field = plainField.current;
        if (field) setArrived({ SearchBox, takeFocus: document.activeElement === field });
      },
      () => {
        if (saysWhenFailed && plainField.current) enqueueSnackbar(LOAD_ON_DEMAND_FAILED, { variant: 'error' });
      },
    );
  };

  // Not only on demand: on a phone, a field replaced under the finger would close the keyboard the
  // tap had just opened.
  useEffect(() => {
    if (arrived) return undefined;
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = whenIdle(() => reach(false), { timeout: 3000 });
    return () => cancel(handle);
    // Once, after the first render; `reach` reads only refs and stable setters.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  if (arrived) {
    const { SearchBox, takeFocus } = arrived;
    return <SearchBox courses={courses} onSelect={onSelect} initialInput={draft} takeFocus={takeFocus} />;
  }
  return (
    <StudentSearchField
      inputRef={plainField}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onPointerEnter={() => reach(false)}
      onFocus={() => reach(true)}
    />
  );
}
