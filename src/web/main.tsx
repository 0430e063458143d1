import '@mantine/core/styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { App, createQueryClient } from './app';
import { appHistory } from './app-history';
import { afterFirstIdle } from './idle';
import { loadOtherPages } from './page-components';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The plain router on the app's own history (app-history.ts); it shows each new page in a transition.
const app = (
  <App
    queryClient={createQueryClient()}
    inRouter={(routes) => <HistoryRouter history={appHistory}>{routes}</HistoryRouter>}
  />
);

// A transition lets React pause its first render to let the browser breathe (input, paint): on a slow phone
// rendering the whole app at once is one long task that blocks the page. A page the server drew is taken over
// as it stands (server/web/server-drawn.ts); any other starts empty.
startTransition(() => {
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
});

// The imports of the pages people do not land on come apart from the page's code (page-components.ts). Fetched once
// the page has settled, a move to one of those pages then waits for that page's own code only; if they cannot be
// fetched now, the page that needs them says so when it is opened.
afterFirstIdle()
  .then(loadOtherPages)
  .catch(() => undefined);
