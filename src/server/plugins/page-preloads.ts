import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultLanguage, pageAtPath, siteLanguages } from '#contracts/site-pages.ts';

/**
 * The modules a page drawn by the browser needs, told in its HTML (decision 082).
 *
 * The pages that work on the order saved in the tab (contact, payment steps, free times:
 * `needsSavedOrder` in app/router.tsx) arrive from the server as their frame only; their
 * content is drawn once the entry script has run, found the page's module, loaded it and
 * then the texts and data it asks for, a chain of round trips on a phone's network. The
 * server knows the page from its address, so it names those modules to the entry's loader
 * (entry-after-paint.ts), which preloads them beside the entry script once the frame is
 * painted: the frame, with the page's heading (decision 086), waits for none of them. The
 * pages the server draws whole are left alone: their paint needs no script.
 */

/** One chunk of the client build's manifest (`.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface PageModules {
  /** The page's module, as the manifest names it (its path under src/web). */
  module: string;
  /** The texts' namespaces the page reads (their per-language chunks). */
  namespaces: string[];
  /**
   * Those its `Loading` draws on the server (decision 086): they come in the page's state
   * in its language, so only the fallback language's are named.
   */
  inState?: string[];
}

/** By page name, and for the payment page by its step. */
const browserDrawnPages: Record<string, PageModules> = {
  contact: {
    module: 'features/checkout/components/contact-page.tsx',
    namespaces: ['checkout', 'terms'],
    inState: ['checkout'],
  },
  mall_contact: {
    module: 'features/checkout/components/mall-contact-page.tsx',
    namespaces: ['checkout', 'terms'],
    inState: ['checkout'],
  },
  free_times: {
    module: 'features/calendar/components/free-times-page.tsx',
    namespaces: ['calendar', 'time-picker'],
  },
  'payment/create': {
    module: 'features/payment/components/payment-create-page.tsx',
    namespaces: ['payment'],
    inState: ['payment'],
  },
  'payment/success': {
    module: 'features/payment/components/payment-success-page.tsx',
    namespaces: ['payment'],
  },
  'payment/cancel': {
    module: 'features/payment/components/payment-cancel-page.tsx',
    namespaces: ['payment'],
  },
};

/** Every lazy page comes with TanStack Query's provider (app/route-objects.tsx). */
const everyLazyPage = ['lib/query-provider.tsx'];

const keyOf = (page: string, params: Record<string, string>) =>
  params.step ? `${page}/${params.step}` : page;

/**
 * Reads the build's manifest once and answers, for an address, the addresses of the
 * modules its page needs beyond what the entry already brings (none for the other pages).
 * Fails at start when the manifest lacks a module named here: a renamed page is caught by
 * every browser test, not by a slower page no test sees.
 */
export function createPagePreloads(webRoot: string): (pathname: string) => string[] {
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const chunk = (key: string) => {
    const found = manifest[key];
    if (!found) throw new Error(`the client build has no module ${key} (page-preloads.ts)`);
    return found;
  };
  /**
   * The files of these modules and of everything they import, in order, each once: their
   * stylesheets first (Vite's loader would otherwise ask for them only when the page's
   * module is imported, a round trip later), then their scripts.
   */
  const filesOf = (keys: string[], known: Set<string>): string[] => {
    const styles: string[] = [];
    const scripts: string[] = [];
    const visit = (key: string) => {
      if (known.has(key)) return;
      known.add(key);
      const { file, imports = [], css = [] } = chunk(key);
      imports.forEach(visit);
      styles.push(...css);
      scripts.push(file);
    };
    keys.forEach(visit);
    return [...new Set(styles), ...scripts];
  };
  // The entry and what it imports are in index.html already.
  const entryModules = new Set<string>();
  filesOf(['index.html'], entryModules);

  const hrefs = new Map<string, string[]>();
  for (const [key, page] of Object.entries(browserDrawnPages)) {
    for (const language of siteLanguages) {
      // i18next loads the fallback language's texts too (lib/i18n-options.ts), and the
      // page's state carries only its own language's common texts.
      const fallback = language === defaultLanguage ? [] : ['common', ...page.namespaces];
      const own = page.namespaces.filter((namespace) => !page.inState?.includes(namespace));
      const modules = [
        ...everyLazyPage,
        page.module,
        ...own.map((namespace) => `locales/${language}/${namespace}.json`),
        ...fallback.map((namespace) => `locales/${defaultLanguage}/${namespace}.json`),
      ];
      const files = filesOf(modules, new Set(entryModules));
      hrefs.set(
        `${language}:${key}`,
        files.map((file) => `/${file}`),
      );
    }
  }
  return (pathname) => {
    const address = pageAtPath(pathname);
    if (!address) return [];
    return hrefs.get(`${address.language}:${keyOf(address.page, address.params)}`) ?? [];
  };
}
