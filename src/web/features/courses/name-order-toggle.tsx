import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import type { TNameOrder } from './student-form';
import { useText } from '../../i18n/use-text';
import { coursesText } from './texts';

const STORAGE_KEY = 'classmint.courses.nameOrder';

function storedOrder(): TNameOrder {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'first-last' ? 'first-last' : 'last-first';
  } catch {
    return 'last-first';
  }
}

/** Last name first by default (seed 000 section 2); the teacher's choice is remembered in this browser. */
export function useNameOrder(): [TNameOrder, (order: TNameOrder) => void] {
  const [order, setOrder] = useState<TNameOrder>(storedOrder);
  const change = (next: TNameOrder) => {
    setOrder(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private browsing: the choice lasts for this visit only.
    }
  };
  return [order, change];
}

type TNameOrderToggleProps = { order: TNameOrder; onChange: (order: TNameOrder) => void };

export function NameOrderToggle({ order, onChange }: TNameOrderToggleProps) {
  const t = useText(coursesText);
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={order}
      aria-label={t('sortStudents')}
      onChange={(_, next: TNameOrder | null) => {
        if (next) onChange(next);
      }}
    >
      <ToggleButton value="last-first">{t('lastNameFirst')}</ToggleButton>
      <ToggleButton value="first-last">{t('firstNameFirst')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
