import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';

/** A render failure falls back to the not-found page (both specifications); the cause goes to the console. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <NotFoundPage />;
}
