// First of the imports: the page the visitor arrived on starts loading before the rest of the app's code runs.
import { arrivalPage } from './preload';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Not a top-level await: the page's chunks import from this one, which must finish evaluating first.
void arrivalPage.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
