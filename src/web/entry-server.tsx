/**
 * The server rendering of the customer pages (decision 044), built by `vite build --ssr` to
 * dist/web-server/entry-server.js, which the server loads through the PageRenderer port of
 * src/contracts/page-renderer.ts. Each render gets its own query cache and its own i18next
 * instance (sharing the translations), and waits for the whole page, lazy pages included,
 * so the HTML has all its content for a phone, a search engine or a browser without
 * JavaScript; the browser then hydrates it (main.tsx).
 */
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { renderToReadableStream } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { counterToDomain } from '#contracts/counter-mapping.ts';
import { validationMessages } from '#contracts/messages.ts';
import type {
  PageLanguage,
  PageRenderer,
  PageRequest,
  PageState,
} from '#contracts/page-renderer.ts';
import { defaultLanguage, siteLanguages } from '#contracts/site-pages.ts';
import { App } from './app/app';
import { notFoundMeta, pageMetaOf, pageTitle, type PageMeta } from './app/page-meta';
import { Pages } from './app/router';
import { i18nOptions, namespaceOf, nest } from './lib/i18n-options';
import { counterQueryKey } from './lib/counter-query';
import { keepRenderedManagedOrder } from './features/manage/api/get-managed-order';
import { keepRenderedOrderSummary } from './features/thank-you/api/get-order-summary';
import { renderedOrderOf } from './stores/rendered-order';

const localeFiles = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

function allResources(): Resource {
  const resources: Resource = {};
  for (const [file, content] of Object.entries(localeFiles)) {
    const name = namespaceOf(file);
    if (name) (resources[name.language] ??= {})[name.namespace] = content;
  }
  for (const language of siteLanguages) {
    const bundles = (resources[language] ??= {});
    bundles.common = { ...(bundles.common as object), ...nest(validationMessages[language]) };
  }
  return resources;
}

const translations = createInstance();
void translations.use(initReactI18next).init({
  ...i18nOptions,
  lng: 'fi',
  resources: allResources(),
  initAsync: false,
});

/** An instance of its own per page (it records the namespaces the page used). */
function i18nFor(language: PageLanguage): I18n {
  return translations.cloneInstance({ lng: language, initAsync: false });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON that cannot end its <script> element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));

function headOf(
  meta: PageMeta,
  i18n: I18n,
  publicUrl: string,
  language: PageLanguage,
  brandName: string | undefined,
): string {
  const t = i18n.getFixedT(language, 'common');
  const link = (rel: string, path: string, hreflang?: string) =>
    `<link rel="${rel}" href="${escapeHtml(publicUrl + path)}"${hreflang ? ` hreflang="${hreflang}"` : ''} />`;
  const { alternates } = meta;
  return [
    `<title>${escapeHtml(pageTitle(t, meta.name, brandName))}</title>`,
    `<meta name="description" content="${escapeHtml(t(`meta.${meta.name}.description`))}" />`,
    ...(alternates && !meta.isPrivate
      ? [
          link('canonical', alternates[language]),
          ...siteLanguages.map((l) => link('alternate', alternates[l], l)),
          link('alternate', alternates[defaultLanguage], 'x-default'),
        ]
      : ['<meta name="robots" content="noindex" />']),
  ].join('\n    ');
}

/** The namespaces this page's render used, in its language, for the browser's i18next. */
function usedTranslations(i18n: I18n, language: PageLanguage): PageState['translations'] {
  const used = i18n.reportNamespaces?.getUsedNamespaces() ?? [];
  const out: PageState['translations'] = {};
  for (const namespace of new Set(['common', ...used])) {
    const bundle = i18n.getResourceBundle(language, namespace) as Record<string, unknown> | null;
    if (bundle) out[namespace] = bundle;
  }
  return out;
}

/** The pages drawn with the unfinished order's device copy (decision 092). */
const drawnWithDeviceOrder = new Set<PageMeta['name']>(['contact', 'mall_contact']);

async function render(request: PageRequest) {
  const { url, language: asked, data, publicUrl, isMissing, order } = request;
  const pathname = new URL(url, 'http://page').pathname;
  const found = pageMetaOf(pathname);
  const meta = isMissing ? notFoundMeta(found.language) : found;
  // The address decides the language (decision 071); an unknown one the visitor's choice.
  const language = meta.language ?? asked;
  const i18n = i18nFor(language);
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (data.counter) queries.setQueryData(counterQueryKey, counterToDomain(data.counter));
  // An order page's order, under its page's query key (decision 080).
  keepRenderedManagedOrder(queries, order);
  keepRenderedOrderSummary(queries, order);
  const renderedOrder = drawnWithDeviceOrder.has(meta.name)
    ? renderedOrderOf(request.deviceOrder, Date.now())
    : null;

  let failure: unknown;
  const body = await renderToReadableStream(
    <App i18n={i18n} data={data} renderedOrder={renderedOrder}>
      <QueryClientProvider client={queries}>
        <StaticRouter location={url}>
          <Pages missingPath={isMissing ? pathname : undefined} />
        </StaticRouter>
      </QueryClientProvider>
    </App>,
    {
      // Every boundary in place in one piece: no inline scripts (the CSP allows none) and
      // a complete page without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failure ??= error;
      },
    },
  );
  // The whole page before the first byte: no fallbacks for browsers without JavaScript.
  await body.allReady;
  if (failure) throw failure;
  queries.clear();
  const state: PageState = {
    language,
    data,
    translations: usedTranslations(i18n, language),
    ...(isMissing ? { isMissing: true } : {}),
    ...(order ? { order } : {}),
    ...(renderedOrder ? { renderedOrder: { ...renderedOrder } } : {}),
  };
  return {
    status: meta.status,
    isIndexable: meta.status === 200 && !meta.isPrivate,
    language,
    head: headOf(meta, i18n, publicUrl, language, data.shopInfo?.brandName),
    body,
    state: scriptJson(state),
  };
}

export const renderer: PageRenderer = { render };
