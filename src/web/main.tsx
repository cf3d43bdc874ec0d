import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { askForFirstReads } from './first-reads';
import { preloadPageAt } from './router';
import { createQueryClient } from './query-client';
import { startingLanguage, switchLanguage } from './i18n/language';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
askForFirstReads(queryClient, window.location.pathname);

// The page's code first (its HTML names it, so it is on its way): the first render draws it, not a
// fallback. A failed download is the page's error boundary's to report, at that render.
// The page in the language it was read in last here (else the browser's), its texts before the
// first paint: the shell's now, and those of the page's own code once it has arrived.
const language = startingLanguage();
void Promise.all([switchLanguage(language), preloadPageAt(window.location.pathname)])
  .then(() => switchLanguage(language))
  .catch(() => undefined) // a download that failed is reported where its text is used
  .finally(() =>
    createRoot(container).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
