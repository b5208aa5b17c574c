import { createContext, useContext } from 'react';
import type { PublicPageData } from '#contracts/page-renderer.ts';

export const noPageData: PublicPageData = {
  language: 'fi',
  counter: null,
  notifications: null,
  shopInfo: null,
  shopLogo: null,
};

/**
 * The public answers the server rendered the page with (decision 044): the same on the
 * server and in the hydrating browser, so both render the same first HTML.
 */
export const PageDataContext = createContext<PublicPageData>(noPageData);

export const usePageData = () => useContext(PageDataContext);
