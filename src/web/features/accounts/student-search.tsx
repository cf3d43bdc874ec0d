import { useEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import type { TCourse, TStudentSummary } from '../../../shared/courses';
import { useSnackbar } from '../../components/use-snackbar';
import { LOAD_ON_DEMAND_FAILED, onDemand } from '../../on-demand';
import { whenIdle } from '../../when-idle';
import type { TSearchHandoff, TStudentSearchBoxProps } from './student-search-box';
import { StudentSearchField } from './student-search-field';

type TStudentSearchProps = {
  courses: TCourse[];
  onSelect: (student: TStudentSummary) => void;
};

type TArrived = { SearchBox: ComponentType<TStudentSearchBoxProps>; handoff: TSearchHandoff | null };

const searchBox = onDemand(() => import('./student-search-box').then((module) => module.StudentSearchBox));

/**
 * Seed 000 section 2's student search. It draws as a plain text field, and the Autocomplete that
 * lists and filters the students (with Popper.js, a quarter of the page's script and the costliest
 * part of its first render on a Chromebook) comes once the page has drawn and the browser is idle,
 * or sooner when the teacher reaches for the field (the pointer over it, or the focus). What is
 * typed meanwhile is kept, with the focus and the caret.
 */
export function StudentSearch({ courses, onSelect }: TStudentSearchProps) {
  const loaded = searchBox.loaded();
  const [arrived, setArrived] = useState<TArrived | null>(() => (loaded ? { SearchBox: loaded, handoff: null } : null));
  const plainField = useRef<HTMLInputElement>(null);
  const clicked = useRef(false);
  // One message per failed download, however many times the field is focused while it fails.
  const failureSaid = useRef<Promise<unknown> | null>(null);
  const { enqueueSnackbar } = useSnackbar();

  const handoffFrom = (field: HTMLInputElement): TSearchHandoff | null =>
    document.activeElement === field
      ? {
          text: field.value,
          selectionStart: field.selectionStart ?? field.value.length,
          selectionEnd: field.selectionEnd ?? field.value.length,
          open: field.value !== '' || clicked.current,
        }
      : null;

  const reach = (saysWhenFailed: boolean) => {
    const download = searchBox.download();
    download.then(
      (SearchBox) => {
        const field = plainField.current;
        if (field) setArrived({ SearchBox, handoff: handoffFrom(field) });
      },
      () => {
        if (!saysWhenFailed || !plainField.current || failureSaid.current === download) return;
        failureSaid.current = download;
        enqueueSnackbar(LOAD_ON_DEMAND_FAILED, { variant: 'error' });
      },
    );
  };

  // Not only on demand: on a phone, a field replaced under the finger would close the keyboard the
  // tap had just opened.
  useEffect(() => {
    if (arrived) return undefined;
    return whenIdle(() => reach(false));
    // Once, after the first render; `reach` reads only refs and stable setters.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  if (arrived) {
    const { SearchBox, handoff } = arrived;
    return <SearchBox courses={courses} onSelect={onSelect} handoff={handoff} />;
  }
  return (
    <StudentSearchField
      inputRef={plainField}
      // The Autocomplete's own field says the same: no browser suggestions over its list.
      autoComplete="off"
      onPointerEnter={() => reach(false)}
      onPointerDown={() => (clicked.current = true)}
      onFocus={() => reach(true)}
      onBlur={(event) => {
        // As the Autocomplete's field does (clearOnBlur): a search left is a search abandoned.
        event.target.value = '';
        clicked.current = false;
      }}
    />
  );
}
