import { Anchor, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { privacyPath } from '#web/lib/privacy-path.ts';
import { usePageData } from '#web/lib/ssr/page-data.ts';
import { termsPath } from '#web/lib/terms-path.ts';
import classes from './site-footer.module.css';

/**
 * Who sells (Consumer Protection Act ch. 6, issue 15 point 4): the seller's name, business
 * ID, address, phone and e-mail from the shop's settings, with the terms and the privacy
 * notice, at the bottom of every customer page. The facts come in the page's state from the
 * server (decision 044): no request and no library of its own (the landing page's budget).
 */
export function SiteFooter() {
  const { t, i18n } = useTranslation();
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
            <Anchor href={`tel:${info.phone.replace(/[^\d+]/g, '')}`} size="sm">
              {info.phone}
            </Anchor>
            {' · '}
            <Anchor href={`mailto:${info.email}`} size="sm">
              {info.email}
            </Anchor>
          </address>
        ) : null}
        <nav className={classes.links} aria-label={t('footer.nav')}>
          <Anchor component={Link} to={termsPath(i18n.language)} size="sm">
            {t('footer.terms')}
          </Anchor>
          <Anchor component={Link} to={privacyPath(i18n.language)} size="sm">
            {t('footer.privacy')}
          </Anchor>
        </nav>
      </Container>
    </footer>
  );
}
