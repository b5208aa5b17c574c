import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ShopInfo } from '#contracts/shop-info.ts';
import { useShopInfo } from '#web/lib/shop-info.ts';
import { TypedText } from '#web/components/ui/order-terms.tsx';
import { PageSection } from '#web/components/ui/page-section.tsx';
import { shopTermsOf } from '#contracts/shop-contact.ts';

const withdrawalKeys = ['right', 'period', 'how', 'refund', 'early_start', 'done'] as const;
const formLineKeys = ['notice', 'ordered', 'name', 'address', 'signature', 'date'] as const;

const sellerLine = (info: ShopInfo) =>
  `${info.sellerName}, ${info.streetAddress}, ${info.postalCode} ${info.city}, ${info.email}`;

/**
 * /ehdot and /en/terms (issue 15 point 4, Consumer Protection Act ch. 6): who sells, the
 * terms of order from the shop's settings, the right of withdrawal and how to use it, and
 * the model withdrawal form; the complaint route to the Consumer Disputes Board.
 */
export function Component() {
  const { t, i18n } = useTranslation('consumer');
  const info = useShopInfo();
  const terms = info ? shopTermsOf(info, i18n.language) : '';
  const values = info ? { seller: sellerLine(info), phone: info.phone } : {};
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        {/* One long Finnish word: it may break rather than overflow a phone's width. */}
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {t('title')}
        </Title>
        {info ? (
          <PageSection id="terms-seller" title={t('seller.title')}>
            <Text component="address" style={{ fontStyle: 'normal' }}>
              <strong>{info.sellerName}</strong>
              <br />
              {t('seller.business_id', { id: info.businessId })}
              <br />
              {info.streetAddress}, {info.postalCode} {info.city}
              <br />
              {t('seller.phone')} {info.phone}
              <br />
              {t('seller.email')} <Anchor href={`mailto:${info.email}`}>{info.email}</Anchor>
            </Text>
          </PageSection>
        ) : null}
        <PageSection id="terms-order" title={t('order.title')}>
          <TypedText text={terms} />
        </PageSection>
        <PageSection id="terms-withdrawal" title={t('withdrawal.title')}>
          {withdrawalKeys.map((key) => (
            <Text key={key}>{t(`withdrawal.${key}`, values)}</Text>
          ))}
        </PageSection>
        <PageSection id="terms-form" title={t('form.title')}>
          <Paper withBorder p="md" data-testid="withdrawal-form">
            <Stack gap="xs">
              <Text fs="italic">{t('form.intro')}</Text>
              <List spacing="xs">
                <List.Item>
                  {t('form.to')} {info ? sellerLine(info) : ''}
                </List.Item>
                {formLineKeys.map((key) => (
                  <List.Item key={key}>{t(`form.${key}`)}</List.Item>
                ))}
              </List>
              <Text size="sm">{t('form.delete')}</Text>
            </Stack>
          </Paper>
        </PageSection>
        <PageSection id="terms-disputes" title={t('disputes.title')}>
          <Text>{t('disputes.text', values)}</Text>
          <Anchor href={t('disputes.url')}>{t('disputes.url')}</Anchor>
        </PageSection>
      </Stack>
    </Container>
  );
}
