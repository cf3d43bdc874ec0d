import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { Tooltip } from '../../components/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { ErrorList } from '../../components/ErrorList';
import { formatDateTime } from '../../components/format';
import { useClearNotifications, useNotifications } from './queries';

/**
 * The notification center of seed 000 section 2: a badge with the count; opening lists them;
 * closing clears them all (DELETE /api/notifications, seed 000 section 7).
 */
export function NotificationCenter() {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const notifications = useNotifications();
  const clear = useClearNotifications();
  const [open, setOpen] = useState(false);
  const count = notifications.data?.length ?? 0;
  // The name holds the count the badge shows, '99+' included (label-in-name; not in brackets,
  // which the name-matching of assistive technology leaves out).
  const shown = count > 99 ? '99+' : String(count);
  const label = count === 0 ? 'Notifications' : `Notifications: ${shown}`;

  const close = () => {
    setOpen(false);
    const newest = notifications.data?.[0];
    if (newest) clear.mutate(newest.createdAt);
  };

  return (
    <>
      <Tooltip title="Notifications">
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
      <Dialog
        open={open}
        onClose={close}
        fullScreen={fullScreen}
        maxWidth="sm"
        fullWidth
        aria-labelledby="notification-center-title"
        scroll="paper"
      >
        <DialogTitle id="notification-center-title">Notifications</DialogTitle>
        {/* Many notifications scroll: focusable, so they scroll with the keyboard too. */}
        <DialogContent dividers tabIndex={0} role="region" aria-labelledby="notification-center-title">
          <ErrorList error={notifications.error} />
          {count === 0 ? (
            <Box sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
              <NotificationsNoneIcon sx={{ fontSize: 48, opacity: 0.6 }} />
              <Typography>All caught up! You have no notifications at this time</Typography>
            </Box>
          ) : (
            <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {notifications.data?.map((notification) => (
                <Box component="li" key={notification._id}>
                  <Alert severity={notification.type} variant="outlined">
                    <AlertTitle sx={{ fontWeight: 700 }}>{notification.title}</AlertTitle>
                    {notification.content}
                    <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.5 }}>
                      {formatDateTime(notification.createdAt)}
                    </Typography>
                  </Alert>
                </Box>
              ))}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={close}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
