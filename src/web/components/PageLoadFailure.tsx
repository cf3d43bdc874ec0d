import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component } from 'react';
import type { ReactNode } from 'react';
import { retryFailedDownloads } from '../lazy-named';
import { componentsText } from './texts';

/** The first try again after a failure; each one after waits twice as long, up to the last. */
const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 60_000;

/**
 * Pages download on demand. A download can fail: school Wi-Fi drops, and a tab left open across an
 * upgrade asks for files the new version no longer has (a session that ends then still has to reach
 * the login page). Without this, a failed download left a blank page; with it, the person is told
 * and can reload, which fetches the current version. Meanwhile it tries the download again by
 * itself: when the browser says it is online again, when the tab is looked at again, and every
 * little while (waiting longer each time), so the page appears once the server is back.
 */
export class PageLoadFailureBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryMs = FIRST_RETRY_MS;
  private retrying = false;

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch() {
    this.startRetrying();
  }

  override componentWillUnmount() {
    this.stopRetrying();
  }

  private readonly retryNow = () => {
    if (this.retrying || !this.state.failed) return;
    this.retrying = true;
    clearTimeout(this.retryTimer);
    void retryFailedDownloads().then((arrived) => {
      this.retrying = false;
      if (!this.state.failed) return;
      if (arrived) {
        this.stopRetrying();
        this.setState({ failed: false });
        return;
      }
      this.retryMs = Math.min(LAST_RETRY_MS, this.retryMs * 2);
      this.retryTimer = setTimeout(this.retryNow, this.retryMs);
    });
  };

  private readonly retryWhenShown = () => {
    if (document.visibilityState === 'visible') this.retryNow();
  };

  private startRetrying() {
    this.stopRetrying();
    this.retryMs = FIRST_RETRY_MS;
    window.addEventListener('online', this.retryNow);
    document.addEventListener('visibilitychange', this.retryWhenShown);
    this.retryTimer = setTimeout(this.retryNow, this.retryMs);
  }

  private stopRetrying() {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    window.removeEventListener('online', this.retryNow);
    document.removeEventListener('visibilitychange', this.retryWhenShown);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
        <Box role="alert" sx={{ maxWidth: 420, textAlign: 'center' }}>
          <Typography component="h1" variant="h6" gutterBottom>
            {componentsText.t('pageLoadFailed')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {componentsText.t('pageLoadRetrying')}
          </Typography>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {componentsText.t('reload')}
          </Button>
        </Box>
      </Box>
    );
  }
}
