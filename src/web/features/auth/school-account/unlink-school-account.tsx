import LinkOffIcon from '@mui/icons-material/LinkOff';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { unbindSignIn } from '../../../../shared/api/auth';
import { callApi } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useSnackbar } from '../../../components/use-snackbar';
import { useText } from '../../../i18n/use-text';
import { schoolAccountText } from './texts';

type TUnlinkSchoolAccountProps = {
  username: string;
  /** How the admin knows the person: 'Ms. Ada Lovelace', 'Zenobia Quillfeather'. */
  name: string;
  /** After the unlink: the page updates what it shows of the person. */
  onUnlinked: () => void;
};

/**
 * The admin unlinks a teacher's or a student's school account (P46), once they confirm: the
 * person's next school sign-in links the account they use then (a new one from the school).
 */
export function UnlinkSchoolAccount({ username, name, onUnlinked }: TUnlinkSchoolAccountProps) {
  const t = useText(schoolAccountText);
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState(false);
  const unlink = useMutation({ mutationFn: () => callApi(unbindSignIn, { params: { username } }) });

  const confirm = () =>
    unlink.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        enqueueSnackbar(schoolAccountText.t('unlinked'), { variant: 'success' });
        onUnlinked();
      },
    });

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<LinkOffIcon />}
        onClick={() => {
          unlink.reset();
          setOpen(true);
        }}
        aria-label={t('unlinkNamed', { name })}
      >
        {t('unlink')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('unlinkTitle', { name })}
        confirmLabel={t('confirmUnlink')}
        busyLabel={t('unlinking')}
        destructive
        busy={unlink.isPending}
        error={unlink.error}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        {t('unlinkWarning')}
      </ConfirmDialog>
    </>
  );
}
