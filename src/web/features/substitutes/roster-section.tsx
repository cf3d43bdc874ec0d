import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { formatPoints } from '../../../shared/scoring';
import { EmptyState } from '../../components/EmptyState';
import { PageSpinner } from '../../components/PageSpinner';
import { QueryError } from '../../components/QueryStatus';
import { SectionCard } from '../../components/SectionCard';
import { useText } from '../../i18n/use-text';
import { useRoster } from './queries';
import { substitutesText } from './texts';
import { DeskRow } from './desk-row';

export type TRosterStudent = { _id: string; firstName: string; lastName: string; balance: number };

type TRosterSectionProps = {
  onGive: (student: TRosterStudent) => void;
  /** Absent while hall passes are not built. */
  onPass?: (student: TRosterStudent) => void;
};

const fullName = (student: Pick<TRosterStudent, 'firstName' | 'lastName'>) =>
  `${student.firstName} ${student.lastName}`.trim();

/** The class's students by last name, each with their balance and a button for points and for a pass. */
export function RosterSection({ onGive, onPass }: TRosterSectionProps) {
  const t = useText(substitutesText);
  const roster = useRoster(true);
  const students = useMemo(
    () =>
      (roster.data ?? [])
        .map((s) => ({ _id: s._id, firstName: s.firstName, lastName: s.lastName, balance: s.totals.balance }))
        .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName)),
    [roster.data],
  );

  return (
    <SectionCard title={t('students')}>
      {roster.isPending ? <PageSpinner label={t('loading')} /> : null}
      {roster.isError && !roster.data ? <QueryError query={roster} variant="outlined" /> : null}
      {roster.data && students.length === 0 ? <EmptyState title={t('noStudents')} /> : null}
      {students.length > 0 ? (
        <Box component="ul" aria-label={t('studentsLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {students.map((student) => {
            const name = fullName(student);
            return (
              <DeskRow key={student._id} name={name} detail={formatPoints(student.balance)}>
                <Button
                  variant="contained"
                  aria-label={t('pointsLabel', { name })}
                  onClick={() => onGive(student)}
                  sx={{ minHeight: 44, minWidth: 80 }}
                >
                  {t('points')}
                </Button>
                {onPass ? (
                  <Button
                    variant="outlined"
                    aria-label={t('passLabel', { name })}
                    onClick={() => onPass(student)}
                    sx={{ minHeight: 44, minWidth: 72 }}
                  >
                    {t('pass')}
                  </Button>
                ) : null}
              </DeskRow>
            );
          })}
        </Box>
      ) : null}
    </SectionCard>
  );
}
