// Owns the browser entry point: mount the app with its providers and router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from '#web/app/providers.tsx';
import { preloadScreens, routes } from '#web/app/routes.tsx';
import '#web/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The screen's chunk downloads beside the session check rather than after it.
preloadScreens(window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppProviders>
  </StrictMode>,
);
