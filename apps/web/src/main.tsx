import './lib/zodJitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { i18nReady } from './lib/i18n';
import './lib/theme';
import './app/global.css';
import './app/theme.css';
import { Providers } from './app/providers';
import { router } from './app/router';

// The first render waits for the shown language's texts (one small chunk, fetched while the router loads the page's code).
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
