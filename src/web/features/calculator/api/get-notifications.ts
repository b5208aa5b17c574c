import { useTranslation } from 'react-i18next';
import { customerEndpoints } from '#contracts/endpoints/customer.ts';
import { siteLanguageOf, siteLanguages, type SiteLanguage } from '#contracts/site-pages.ts';
import { request } from '#web/lib/api/client.ts';
import { resource, useResource } from '../hooks/use-resource';

/** The banners in one language (decision 071): the page's data when rendered in it. */
const notificationsIn = (lang: SiteLanguage) =>
  resource(
    (signal: AbortSignal) =>
      request(customerEndpoints.listNotifications, { query: { lang }, signal }),
    60_000,
    (page) => (page.language === lang ? (page.notifications ?? undefined) : undefined),
  );

const resources = new Map(siteLanguages.map((lang) => [lang, notificationsIn(lang)]));

/** The banners showing now, in the language the visitor reads. */
export function useNotifications() {
  const { i18n } = useTranslation();
  return useResource(resources.get(siteLanguageOf(i18n.language))!);
}
