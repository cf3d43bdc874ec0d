import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { askForFirstReads } from './first-reads';
import { preloadPageAt } from './router';
import { createQueryClient } from './query-client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
askForFirstReads(queryClient, window.location.pathname);

// The page's code first (its HTML names it, so it is on its way): the first render draws it, not a
// fallback. A failed download is the page's error boundary's to report, at that render.
void preloadPageAt(window.location.pathname).finally(() =>
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);
