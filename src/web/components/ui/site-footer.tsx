import { Anchor, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { telHref } from '#contracts/shop-contact.ts';
import { usePagePath } from '#web/lib/page-path.ts';
import { usePageData } from '#web/lib/ssr/page-data.ts';
import classes from './site-footer.module.css';

/**
 * Who sells (Consumer Protection Act ch. 6, issue 15 point 4): the seller's name, business
 * ID, address, phone and e-mail from the shop's settings, with the terms and the privacy
 * notice, at the bottom of every customer page. The facts come in the page's state from the
 * server (decision 044): no request and no library of its own (the landing page's budget).
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const path = usePagePath();
  const info = usePageData().shopInfo;
  return (
    <footer className={classes.footer} data-testid="site-footer">
      <Container size="lg">
        {info ? (
          <address className={classes.facts}>
            <strong>{info.sellerName}</strong>, {t('footer.business_id')} {info.businessId}
            <br />
            {info.streetAddress}, {info.postalCode} {info.city}
            <br />
            <Anchor href={telHref(info.phone)} size="sm">
              {info.phone}
            </Anchor>
            {' · '}
            <Anchor href={`mailto:${info.email}`} size="sm">
              {info.email}
            </Anchor>
          </address>
        ) : null}
        <nav className={classes.links} aria-label={t('footer.nav')}>
          <Anchor component={Link} to={path('terms')} size="sm">
            {t('footer.terms')}
          </Anchor>
          <Anchor component={Link} to={path('privacy')} size="sm">
            {t('footer.privacy')}
          </Anchor>
        </nav>
      </Container>
    </footer>
  );
}
