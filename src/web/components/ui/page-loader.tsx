import type { ReactNode } from 'react';
import { Center, Loader, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { pageMetaOf } from '#web/app/page-meta.ts';
import { useIsOrderRendered } from '#web/stores/rendered-order.tsx';
import { useSavedStateRestored } from '#web/stores/saved-state.ts';
import classes from './page-loader.module.css';

/**
 * The loader of a page whose content comes later, under the page's name as its (unseen)
 * `<h1>`: every page the server renders has one (issue 25, decision 065).
 */
export function PageLoader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Center py="xl">
      <Title order={1} className={classes.heading}>
        {t(`meta.${pageMetaOf(pathname).name}.title`)}
      </Title>
      <Loader />
    </Center>
  );
}

/**
 * What works on the order saved in this browser session shows the loader until it is
 * restored (decision 044): the server and the hydrating browser render it that way, so
 * nothing decides, or shows, anything from the empty order. `loading` is the page's own
 * (its heading above a loader, decision 086), else the unseen heading and the loader. A
 * contact page the server drew with the device's order (decision 092) is shown at once.
 */
export function WhenRestored({ children, loading }: { children: ReactNode; loading?: ReactNode }) {
  const isRestored = useSavedStateRestored();
  const isOrderRendered = useIsOrderRendered();
  return isRestored || isOrderRendered ? children : (loading ?? <PageLoader />);
}
