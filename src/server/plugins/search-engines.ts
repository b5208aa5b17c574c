import type { FastifyInstance } from 'fastify';
import {
  defaultLanguage,
  privatePathPrefixes,
  publicPages,
  siteLanguages,
} from '#contracts/site-pages.ts';

/**
 * /robots.txt and /sitemap.xml (issue 25, decision 065): the public pages in every
 * language, with their hreflang alternates, at absolute addresses under PUBLIC_URL; the
 * private ones disallowed. Both are the same for everyone and carry nothing personal, so
 * caches may keep them for an hour. Written once, when the app starts.
 */
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...privatePathPrefixes.map((prefix) => `Disallow: ${prefix}`),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(publicUrl: string): string {
  const url = (path: string) => escapeXml(publicUrl + path);
  const entries = publicPages.flatMap((page) => {
    const link = (hreflang: string, path: string) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(path)}"/>`;
    const alternates = [
      ...siteLanguages.map((language) => link(language, page[language])),
      link('x-default', page[defaultLanguage]),
    ];
    return siteLanguages
      .map((language) => page[language])
      .map((own) =>
        ['  <url>', `    <loc>${url(own)}</loc>`, ...alternates, '  </url>'].join('\n'),
      );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

const cacheControl = 'public, max-age=3600';

export async function registerSearchEngineFiles(app: FastifyInstance, publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, '');
  const robots = robotsTxt(base);
  const sitemap = sitemapXml(base);
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', cacheControl).send(robots),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', cacheControl)
      .send(sitemap),
  );
}
