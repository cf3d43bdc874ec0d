import ChecklistIcon from '@mui/icons-material/Checklist';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { TStudentSummary } from '../../../../shared/courses';
import { ErrorList } from '../../../components/ErrorList';
import { StickyActionBar } from '../../shell';
import type { TPresetKind } from '../../ledger';
import { usePresets } from '../../ledger';
import { useEconomy } from '../../scores';
import { GivePointsDialog } from './give-points-dialog';
import { StudentTile } from './student-tile';
import { useGiftSnackbar } from './use-gift-snackbar';
import { useText } from '../../../i18n/use-text';
import { accountsText } from '../texts';

type TClassViewProps = {
  /** The course's active students, in list order. */
  students: readonly TStudentSummary[];
  finesEnabled: boolean;
  primeEnabled: boolean;
  onOpenAccount: (username: string) => void;
  onManagePresets: (kind: TPresetKind) => void;
};

/**
 * Manage Accounts' class view (issue 28): every student as a tile with their balance; a tap opens
 * the presets and one more gives it. "Select several" gives one preset to many. Balances follow
 * the live updates (the economy query refreshes on every `balance` event), so two devices agree.
 */
export function ClassView({ students, finesEnabled, primeEnabled, onOpenAccount, onManagePresets }: TClassViewProps) {
  const t = useText(accountsText);
  const economy = useEconomy(true);
  // The presets download with the tiles, so the first tap opens a full sheet.
  usePresets('bonus');
  usePresets('fine', finesEnabled);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [recipients, setRecipients] = useState<readonly TStudentSummary[] | null>(null);
  const { announce, undoError, clearUndoError } = useGiftSnackbar(students);

  const balances = useMemo(
    () => new Map((economy.data?.students ?? []).map((s) => [s._id, s.totals.balance])),
    [economy.data],
  );
  const chosen = students.filter((s) => selected.has(s._id));

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const stopSelecting = () => {
    setSelecting(false);
    setSelected(new Set());
  };

  if (students.length === 0) {
    return (
      <Card>
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
          {t('noStudents')}
        </Typography>
      </Card>
    );
  }

  return (
    <Box component="section" aria-label={t('classView')}>
      <ErrorList error={economy.error} />
      {undoError ? (
        <Box sx={{ mb: 2 }}>
          <Typography color="error" sx={{ fontWeight: 600 }}>
            {t('undoFailed')}
          </Typography>
          <ErrorList error={undoError} />
          <Button size="small" onClick={clearUndoError}>
            {t('dismiss')}
          </Button>
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
          {selecting ? t('tapSeveral') : t('tapOne')}
        </Typography>
        {selecting ? (
          <>
            <Button onClick={() => setSelected(new Set(students.map((s) => s._id)))}>{t('selectAll')}</Button>
            <Button onClick={stopSelecting}>{t('cancel')}</Button>
          </>
        ) : (
          <Button variant="outlined" startIcon={<ChecklistIcon />} onClick={() => setSelecting(true)}>
            {t('selectSeveral')}
          </Button>
        )}
      </Box>

      <Box
        role="list"
        aria-label={t('students')}
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: {
            xs: 'repeat(auto-fill, minmax(104px, 1fr))',
            sm: 'repeat(auto-fill, minmax(150px, 1fr))',
          },
        }}
      >
        {students.map((student) => (
          <Box role="listitem" key={student._id} sx={{ display: 'grid' }}>
            <StudentTile
              student={student}
              balance={balances.get(student._id)}
              selecting={selecting}
              selected={selected.has(student._id)}
              showPrime={primeEnabled}
              onPress={() => (selecting ? toggle(student._id) : setRecipients([student]))}
            />
          </Box>
        ))}
      </Box>

      {selecting ? <SelectionBar count={chosen.length} onGive={() => setRecipients(chosen)} /> : null}

      <GivePointsDialog
        students={recipients}
        finesEnabled={finesEnabled}
        onClose={() => setRecipients(null)}
        onGiven={(gift) => {
          announce(gift);
          if (selecting) stopSelecting();
        }}
        onManagePresets={(kind) => {
          setRecipients(null);
          onManagePresets(kind);
        }}
        onOpenAccount={onOpenAccount}
      />
    </Box>
  );
}

function SelectionBar({ count, onGive }: { count: number; onGive: () => void }) {
  const t = useText(accountsText);
  return (
    <StickyActionBar>
      <Typography sx={{ mr: 'auto' }} role="status">
        {t('selectedCount', { count })}
      </Typography>
      <Button variant="contained" size="large" disabled={count === 0} onClick={onGive}>
        {t('givePoints')}
      </Button>
    </StickyActionBar>
  );
}
