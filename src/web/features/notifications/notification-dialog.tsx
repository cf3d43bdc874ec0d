import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PhoneDialog } from '../../components/PhoneDialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorList } from '../../components/ErrorList';
import { useLocales, useText } from '../../i18n/use-text';
import { useNotifications } from './queries';
import { notificationsText } from './texts';

/** 'Nov 26, 2026, 1:05 PM' in the reader's way of writing dates. */
function useDateTime(): (iso: string) => string {
  const locales = useLocales();
  const format = new Intl.DateTimeFormat(locales, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '' : format.format(date);
  };
}

/** The list behind the notification center's bell; closing it clears them all (the center's `onClose`). */
export function NotificationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useText(notificationsText);
  const dateTime = useDateTime();
  const notifications = useNotifications();
  const count = notifications.data?.length ?? 0;
  return (
    <PhoneDialog open={open} onClose={onClose} maxWidth="sm" aria-labelledby="notification-center-title" scroll="paper">
      <DialogTitle id="notification-center-title">{t('notifications')}</DialogTitle>
      {/* Many notifications scroll: focusable, so they scroll with the keyboard too. */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby="notification-center-title">
        <ErrorList error={notifications.error} />
        {count === 0 ? (
          <Box sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
            <NotificationsNoneIcon sx={{ fontSize: 48, opacity: 0.6 }} />
            <Typography>{t('allCaughtUp')}</Typography>
          </Box>
        ) : (
          <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {notifications.data?.map((notification) => (
              <Box component="li" key={notification._id}>
                <Alert severity={notification.type} variant="outlined">
                  <AlertTitle sx={{ fontWeight: 700 }}>{notification.title}</AlertTitle>
                  {notification.content}
                  <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.5 }}>
                    {dateTime(notification.createdAt)}
                  </Typography>
                </Alert>
              </Box>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('close')}
        </Button>
      </DialogActions>
    </PhoneDialog>
  );
}
