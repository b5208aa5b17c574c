import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '#web/components/ui/page-loader.tsx';
import { TrackedSuspense } from '#web/components/ui/tracked-suspense.tsx';
import { defaultLanguage, samePageIn } from '#contracts/site-pages.ts';
import { RenderErrorPage } from '../features/errors/components/render-error-page';

class RenderFailure extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.hasFailed ? <RenderErrorPage /> : this.props.children;
  }
}

/**
 * Around a page (`children`): a render failure shows the error page with a retry and the
 * way home (issue 15, point 6) and a lazy page shows `fallback` while its code arrives. A new
 * page starts afresh; the same page at its address in another language (the language switch,
 * decision 071) keeps its state.
 */
export function RouteBoundary(props: { fallback: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  const page = samePageIn(pathname, defaultLanguage) ?? pathname;
  return (
    <RenderFailure key={page}>
      <TrackedSuspense fallback={props.fallback}>{props.children}</TrackedSuspense>
    </RenderFailure>
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
