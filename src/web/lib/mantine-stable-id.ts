import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` in place of @mantine/hooks' own (decision 095, wired in by
 * vite.config.ts for the browser's and the server's bundles alike): the id React gives the
 * component, as Mantine's first render writes it, kept for the component's life. Mantine's
 * own replaces it with a random id in a layout effect after mounting, so every component
 * with an id (accordions, alerts, every input and its label) drew itself a second time,
 * synchronously, right after the page was hydrated: one long task of changed `id`, `for`,
 * `aria-*` and `name` attributes on a page the server had already drawn right.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
