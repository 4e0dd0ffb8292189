import './zodConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import '@csz/widgets/styles.css';
import './site.css';
import { createSiteQueryClient, SiteQueryProvider } from './api/useQuery';
import { routes } from './routes/router';

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SiteQueryProvider client={createSiteQueryClient()}>
      <RouterProvider router={router} />
    </SiteQueryProvider>
  </StrictMode>,
);
