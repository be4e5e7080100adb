import './lib/zod-csp.js';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { firstViewReady } from './app/signed-in-chunks.js';
import { readPageData } from './lib/page-data.js';
import './index.css';

const pageData = readPageData();
const root = createRoot(document.getElementById('root')!);
// A transition: React builds the first view in short tasks and lets the browser in between, so
// a slow phone is never blocked for the whole first render (the page is drawn when it is ready).
void firstViewReady(pageData).then(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App pageData={pageData} />
      </StrictMode>,
    );
  }),
);
