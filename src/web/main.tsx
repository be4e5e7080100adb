import './lib/zod-csp.js';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import './index.css';

// A transition: React builds the first view in short tasks and lets the browser in between, so
// a slow phone is never blocked for the whole first render (the page is drawn when it is ready).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
