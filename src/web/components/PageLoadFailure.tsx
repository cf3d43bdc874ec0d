import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component } from 'react';
import type { ReactNode } from 'react';

/** Said when a page's code could not be downloaded (a dropped connection, or a newer version). */
export const PAGE_LOAD_FAILED = 'This page could not be loaded. Please check your connection, and reload the page.';

/**
 * Pages download on demand. A download can fail: school Wi-Fi drops, and a tab left open across an
 * upgrade asks for files the new version no longer has (a session that ends then still has to reach
 * the login page). Without this, a failed download left a blank page; with it, the person is told
 * and can reload, which fetches the current version.
 */
export class PageLoadFailureBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
        <Box role="alert" sx={{ maxWidth: 420, textAlign: 'center' }}>
          <Typography component="h1" variant="h6" gutterBottom>
            {PAGE_LOAD_FAILED}
          </Typography>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Box>
      </Box>
    );
  }
}
