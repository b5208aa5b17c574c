import type { ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { useSavedStateRestored } from '#web/stores/saved-state.ts';

export function PageLoader() {
  return (
    <Center py="xl">
      <Loader />
    </Center>
  );
}

/**
 * What works on the order saved in this browser session shows the loader until it is
 * restored (decision 044): the server and the hydrating browser render it that way, so
 * nothing decides, or shows, anything from the empty order.
 */
export function WhenRestored({ children }: { children: ReactNode }) {
  return useSavedStateRestored() ? children : <PageLoader />;
}
