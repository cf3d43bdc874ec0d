import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { Tooltip } from '../../components/Tooltip';
import { dialogOnDemand } from '../../dialog-on-demand';
import { useText } from '../../i18n/use-text';
import { useClearNotifications, useNotifications } from './queries';
import { notificationsText } from './texts';

// The list downloads when first opened: the bell is on every teacher page and the student account,
// and the dialog's code (MUI's modal, focus trap and transitions) is most of the feature's weight.
const DIALOG_EXPORT = 'NotificationDialog';
const NotificationDialog = dialogOnDemand(
  () => import('./notification-dialog'),
  DIALOG_EXPORT,
  (props) => props.open,
);

/**
 * The notification center of seed 000 section 2: a badge with the count; opening lists them;
 * closing clears them all (DELETE /api/notifications, seed 000 section 7).
 */
export function NotificationCenter() {
  const t = useText(notificationsText);
  const notifications = useNotifications();
  const clear = useClearNotifications();
  const [open, setOpen] = useState(false);
  const count = notifications.data?.length ?? 0;
  // The name holds the count the badge shows, '99+' included (label-in-name; not in brackets,
  // which the name-matching of assistive technology leaves out).
  const shown = count > 99 ? '99+' : String(count);
  const label = count === 0 ? t('notifications') : t('notificationsCount', { count: shown });

  const close = () => {
    setOpen(false);
    const newest = notifications.data?.[0];
    if (newest) clear.mutate(newest.createdAt);
  };

  return (
    <>
      <Tooltip title={t('notifications')}>
        <IconButton aria-label={label} onClick={() => setOpen(true)}>
          {/* No badge at all at 0: a hidden one still holds its last number, which the name would not match. */}
          {count > 0 ? (
            <Badge badgeContent={count} color="error" max={99}>
              <NotificationsIcon />
            </Badge>
          ) : (
            <NotificationsNoneIcon />
          )}
        </IconButton>
      </Tooltip>
      <NotificationDialog open={open} onClose={close} />
    </>
  );
}
