import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PhoneDialog } from '../../components/PhoneDialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useSnackbar } from '../../components/use-snackbar';
import { useId, useState } from 'react';
import type { TPreset } from '../../../shared/ledger';
import { formatPoints } from '../../../shared/scoring';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorList } from '../../components/ErrorList';
import { PageSpinner } from '../../components/PageSpinner';
import { PresetFormDialog } from './preset-form-dialog';
import { ledgerText } from './texts';
import { useText } from '../../i18n/use-text';
import { useDeletePreset, usePresets } from './preset-queries';
import type { TPresetKind } from './preset-queries';
import { useRetainedValue } from '../../components/use-retained-value';

const TITLE = { bonus: 'manageBonuses', fine: 'manageFines' } as const satisfies Record<TPresetKind, string>;
const EMPTY = { bonus: 'noBonuses', fine: 'noFines' } as const;
const ADD = { bonus: 'addBonus', fine: 'addFine' } as const;
const DELETE_TITLE = { bonus: 'deleteBonusTitle', fine: 'deleteFineTitle' } as const;
const DELETED = { bonus: 'bonusDeleted', fine: 'fineDeleted' } as const;

type TManagePresetsDialogProps = { kind: TPresetKind | null; onClose: () => void };

/** Manage Bonuses / Manage Fines: the presets sorted by description, with add, edit and delete. */
export function ManagePresetsDialog({ kind, onClose }: TManagePresetsDialogProps) {
  const titleId = useId();
  const shown = useRetainedValue(kind);
  return (
    <PhoneDialog open={kind !== null} onClose={onClose} maxWidth="sm" aria-labelledby={titleId} scroll="paper">
      {shown.value ? <PresetList key={shown.key} kind={shown.value} titleId={titleId} onClose={onClose} /> : null}
    </PhoneDialog>
  );
}

function PresetList({ kind, titleId, onClose }: { kind: TPresetKind; titleId: string; onClose: () => void }) {
  const t = useText(ledgerText);
  const { enqueueSnackbar } = useSnackbar();
  const presets = usePresets(kind);
  const remove = useDeletePreset(kind);
  const [editing, setEditing] = useState<{ preset: TPreset | null } | null>(null);
  const [deleting, setDeleting] = useState<TPreset | null>(null);
  const shownDeleting = useRetainedValue(deleting).value;
  const shownEditing = useRetainedValue(editing);

  const closeDelete = () => {
    if (remove.isPending) return;
    remove.reset();
    setDeleting(null);
  };

  return (
    <>
      <DialogTitle id={titleId}>{t(TITLE[kind])}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {presets.isPending ? <PageSpinner /> : null}
        <Box sx={{ px: 3 }}>
          <ErrorList error={presets.error} />
        </Box>
        {presets.data?.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 5, color: 'text.secondary' }}>{t(EMPTY[kind])}</Box>
        ) : null}
        {presets.data && presets.data.length > 0 ? (
          <List aria-label={t(TITLE[kind])}>
            {presets.data.map((preset) => (
              <ListItem
                key={preset._id}
                divider
                secondaryAction={
                  <Box sx={{ display: 'flex', gap: 0.5 }}>
                    <IconButton
                      aria-label={t('editNamed', { name: preset.description })}
                      onClick={() => setEditing({ preset })}
                    >
                      <EditIcon />
                    </IconButton>
                    <IconButton
                      aria-label={t('deleteNamed', { name: preset.description })}
                      color="error"
                      onClick={() => setDeleting(preset)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Box>
                }
                sx={{ pr: 13 }}
              >
                <ListItemText
                  primary={preset.description}
                  secondary={formatPoints(preset.amount)}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ preset: null })}>
          {t(ADD[kind])}
        </Button>
      </DialogActions>

      <PresetFormDialog
        key={shownEditing.key}
        kind={kind}
        preset={shownEditing.value?.preset ?? null}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t(DELETE_TITLE[kind])}
        confirmLabel={t('delete')}
        busyLabel={t('deleting')}
        destructive
        busy={remove.isPending}
        error={remove.error}
        onCancel={closeDelete}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting._id, {
            onSuccess: () => {
              enqueueSnackbar(ledgerText.t(DELETED[kind]), { variant: 'success' });
              remove.reset();
              setDeleting(null);
            },
          });
        }}
      >
        {shownDeleting ? t('deletePreset', { description: shownDeleting.description }) : null}
      </ConfirmDialog>
    </>
  );
}
