import Dialog from '@mui/material/Dialog';
import type { DialogProps } from '@mui/material/Dialog';
import { usePhone } from './use-phone';

/**
 * A dialog as wide as its `maxWidth` allows, and the whole screen on a phone (below 600 px), where
 * a floating card would leave a sliver of page around a form and cramp its keyboard.
 */
export function PhoneDialog(props: DialogProps) {
  const phone = usePhone();
  return <Dialog fullScreen={phone} fullWidth {...props} />;
}
