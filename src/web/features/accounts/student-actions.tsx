import AddCircleIcon from '@mui/icons-material/AddCircle';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import DescriptionIcon from '@mui/icons-material/Description';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import EditNoteIcon from '@mui/icons-material/EditNote';
import GavelIcon from '@mui/icons-material/Gavel';
import HistoryIcon from '@mui/icons-material/History';
import LockResetIcon from '@mui/icons-material/LockReset';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { IconAction } from '../../components/IconAction';
import type { TAction } from '../../components/IconAction';
import { usePhone } from '../../components/use-phone';
import type { TLedgerType } from '../../../shared/ledger';
import { useText } from '../../i18n/use-text';
import { accountViewText } from './account-view/texts';
import { accountsText } from './texts';

type TStudentActionsProps = {
  /** Hallpasses on: the teacher can write the student a pass. */
  hallpassesEnabled: boolean;
  finesEnabled: boolean;
  /** Online purchases on: the teacher can also order for the student through a cart. */
  storeEnabled: boolean;
  editing: boolean;
  onAdd: (type: TLedgerType) => void;
  onCreatePass: () => void;
  onAddCartPurchase: () => void;
  onToggleEditing: () => void;
  onResetPassword: () => void;
  onShowHistory: () => void;
  /** Opens the student's record (P41) on a page of its own. */
  onOpenRecord: () => void;
};

/**
 * The teacher's actions on a student (seed 000 section 2): icons with tips on a wider screen; on a
 * phone, where nothing hovers, buttons with their words, still one tap each (issue 28).
 */
export function StudentActions(props: TStudentActionsProps) {
  const t = useText(accountsText);
  const phone = usePhone();
  const actions = studentActions(props, t);
  if (phone) {
    return (
      <Box
        role="group"
        aria-label={t('studentActions')}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, width: '100%' }}
      >
        {actions.map(({ key, label, icon, onClick, pressed }) => (
          <Button
            key={key}
            size="small"
            variant={pressed ? 'contained' : 'outlined'}
            color="inherit"
            startIcon={icon}
            aria-pressed={pressed}
            onClick={onClick}
            sx={{ justifyContent: 'flex-start', textAlign: 'left', borderColor: 'divider', lineHeight: 1.25 }}
          >
            {label}
          </Button>
        ))}
      </Box>
    );
  }
  return actions.map((action) => <IconAction key={action.key} action={action} />);
}

function studentActions(props: TStudentActionsProps, t: typeof accountsText.t): TAction[] {
  const { hallpassesEnabled, finesEnabled, storeEnabled, editing, onAdd } = props;
  const actions: (TAction | false)[] = [
    hallpassesEnabled && {
      key: 'pass',
      label: t('createHallpass'),
      icon: <ConfirmationNumberIcon color="primary" />,
      onClick: props.onCreatePass,
    },
    { key: 'bonus', label: t('addBonus'), icon: <AddCircleIcon color="success" />, onClick: () => onAdd('bonus') },
    finesEnabled && {
      key: 'fine',
      label: t('addFine'),
      icon: <GavelIcon color="error" />,
      onClick: () => onAdd('fine'),
    },
    {
      key: 'quick-purchase',
      label: t('addQuickPurchase'),
      icon: <ShoppingCartIcon color="warning" />,
      onClick: () => onAdd('purchase'),
    },
    storeEnabled && {
      key: 'cart',
      label: t('addCartPurchase'),
      icon: <AddShoppingCartIcon color="warning" />,
      onClick: props.onAddCartPurchase,
    },
    {
      key: 'edit',
      label: accountViewText.t('editTransactions'),
      icon: <EditNoteIcon />,
      onClick: props.onToggleEditing,
      pressed: editing,
    },
    { key: 'history', label: t('changeHistory'), icon: <HistoryIcon />, onClick: props.onShowHistory },
    { key: 'reset-password', label: t('resetPassword'), icon: <LockResetIcon />, onClick: props.onResetPassword },
    { key: 'record', label: t('record'), icon: <DescriptionIcon />, onClick: props.onOpenRecord },
  ];
  return actions.filter((action): action is TAction => action !== false);
}
