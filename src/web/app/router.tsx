import { createBrowserRouter } from 'react-router';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import { RouteError } from '../features/errors/components/route-error';
import { HomePage } from '../features/home/components/home-page';
import { SiteLayout } from './site-layout';

export const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // A page that fails to render shows 'Page not found' inside the layout.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
