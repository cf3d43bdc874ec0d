import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { askForFirstReads } from './first-reads';
import { createQueryClient } from './query-client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
askForFirstReads(queryClient, window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
