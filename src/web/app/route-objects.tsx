import { lazy, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { WhenRestored } from '#web/components/ui/page-loader.tsx';

/**
 * A lazy page's module: its `Component` and, for a page that works on the saved order, what
 * it shows while that is restored (`Loading`: its heading above a loader, decision 086),
 * which is also what the server draws of it.
 */
export interface PageModule {
  Component: ComponentType;
  Loading?: ComponentType;
}

/**
 * The routes' own shape (app/router.tsx, app/admin-routes.tsx) and how it becomes React
 * Router's: a lazy page comes with TanStack Query's provider and, when it works on the
 * saved order, waits until that is restored.
 */
export interface AppRoute {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  lazy?: () => Promise<PageModule>;
  /** The page works on the saved order: it waits until that is restored (decision 044). */
  needsSavedOrder?: boolean;
  children?: AppRoute[];
}

/**
 * One element per lazy page, whatever address it is at: a page with an address per language
 * (decision 071) keeps its state when the language switch moves it to the other address.
 */
const lazyPages = new WeakMap<NonNullable<AppRoute['lazy']>, ReactNode>();

export function toRouteObject(route: AppRoute): RouteObject {
  const { lazy: load, element, children, path, index, needsSavedOrder } = route;
  let page = element;
  if (load && lazyPages.has(load)) page = lazyPages.get(load);
  else if (load) {
    // A lazy page comes with TanStack Query's provider (not needed by the landing page).
    const Page = lazy(() =>
      Promise.all([load(), import('../lib/query-provider')]).then(([m, { QueryProvider }]) => ({
        default: () => (
          <QueryProvider>
            {needsSavedOrder ? (
              <WhenRestored loading={m.Loading ? <m.Loading /> : undefined}>
                <m.Component />
              </WhenRestored>
            ) : (
              <m.Component />
            )}
          </QueryProvider>
        ),
      })),
    );
    page = <Page />;
    lazyPages.set(load, page);
  }
  const base = { element: page, ...(path === undefined ? {} : { path }) };
  if (index) return { ...base, index: true };
  return { ...base, ...(children ? { children: children.map(toRouteObject) } : {}) };
}
