import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { useSavedStateRestored } from '#web/stores/saved-state.ts';
import { NotFoundPage } from '../features/errors/components/not-found-page';

class RenderFailure extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.hasFailed ? <NotFoundPage /> : this.props.children;
  }
}

/**
 * Around a page (`children`): a render failure falls back to 'Page not found' (both
 * specifications) and a lazy page shows `fallback` while its code arrives. A new path
 * starts afresh.
 */
export function RouteBoundary(props: { fallback: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RenderFailure key={pathname}>
      <Suspense fallback={props.fallback}>{props.children}</Suspense>
    </RenderFailure>
  );
}

export function PageLoader() {
  return (
    <Center py="xl">
      <Loader />
    </Center>
  );
}

/** Around every page: RouteBoundary with a loader. */
export function PageBoundary() {
  return (
    <RouteBoundary fallback={<PageLoader />}>
      <Outlet />
    </RouteBoundary>
  );
}

/**
 * A page that works on the order saved in this browser session shows the loader until it
 * is restored (decision 044): the server and the hydrating browser render it that way, so
 * the page never decides, or shows, anything from the empty order.
 */
export function WhenRestored({ children }: { children: ReactNode }) {
  return useSavedStateRestored() ? children : <PageLoader />;
}
