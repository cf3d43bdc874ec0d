import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './autofocus-on-mount';
import { App } from './app';
import { createQueryClient } from './query-client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// A signed-in page opened directly: its data is asked for as soon as the session answers. The login
// page's first download does not carry this (page-data.ts is loaded here, on demand).
if (/^\/(student|teacher)\//.test(window.location.pathname)) {
  void import('./page-data').then(({ prefetchPageData }) => prefetchPageData(queryClient, window.location.pathname));
}

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
