import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { serviceHours } from '#contracts/shop-contact.ts';
import { ombudsmanUrl } from '../lib/ombudsman';
import { PageSection } from '#web/components/ui/page-section.tsx';
import { useShopInfo } from '#web/lib/shop-info.ts';

const dataKeys = [
  'contact',
  'addresses',
  'company',
  'order',
  'payments',
  'mails',
  'marketing',
] as const;
const purposeKeys = ['contract', 'accounting', 'marketing'] as const;
const recipientKeys = ['washers', 'paytrail', 'easoft', 'mail'] as const;
const rightKeys = ['access', 'rectification', 'erasure', 'objection', 'complaint'] as const;

/**
 * /tietosuoja and /en/privacy: the privacy notice (GDPR articles 13 and 14): the controller,
 * what is kept and why, for how long (RETENTION_YEARS, decision 040 and the retention job),
 * who receives it, the customer's rights and how to ask.
 */
export function Component() {
  const { t, i18n } = useTranslation('privacy');
  // The controller is the seller of the shop's details (decision 076), not a text of its own.
  const info = useShopInfo();
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>{t('title')}</Title>
          <Text>{t('intro')}</Text>
        </Stack>
        <PageSection id="privacy-controller" title={t('controller.title')}>
          {info && (
            <>
              <Text>
                {t('controller.text', {
                  name: info.sellerName,
                  businessId: info.businessId,
                  address: `${info.streetAddress}, ${info.postalCode} ${info.city}`,
                })}
              </Text>
              <Text>
                {t('controller.phone', {
                  phone: info.phone,
                  hours: serviceHours(info, i18n.language),
                })}
              </Text>
              <Text>
                <Trans
                  t={t}
                  i18nKey="controller.email"
                  values={{ email: info.email }}
                  components={{ mail: <Anchor href={`mailto:${info.email}`} /> }}
                />
              </Text>
            </>
          )}
        </PageSection>
        <PageSection id="privacy-data" title={t('data.title')}>
          <List spacing="xs">
            {dataKeys.map((key) => (
              <List.Item key={key}>{t(`data.items.${key}`)}</List.Item>
            ))}
          </List>
        </PageSection>
        <PageSection id="privacy-purposes" title={t('purposes.title')}>
          <List spacing="xs">
            {purposeKeys.map((key) => (
              <List.Item key={key}>{t(`purposes.items.${key}`)}</List.Item>
            ))}
          </List>
        </PageSection>
        <PageSection id="privacy-retention" title={t('retention.title')}>
          <Text>{t('retention.text')}</Text>
          <Text>{t('retention.example')}</Text>
        </PageSection>
        <PageSection id="privacy-recipients" title={t('recipients.title')}>
          <Text>{t('recipients.intro')}</Text>
          <List spacing="xs">
            {recipientKeys.map((key) => (
              <List.Item key={key}>{t(`recipients.items.${key}`)}</List.Item>
            ))}
          </List>
          <Text>{t('recipients.no_sale')}</Text>
        </PageSection>
        <PageSection id="privacy-browser" title={t('browser.title')}>
          <Text>{t('browser.text')}</Text>
        </PageSection>
        <PageSection id="privacy-rights" title={t('rights.title')}>
          <List spacing="xs">
            {rightKeys.map((key) => (
              <List.Item key={key}>
                <Trans
                  t={t}
                  i18nKey={`rights.items.${key}`}
                  components={{ site: <Anchor href={ombudsmanUrl(i18n.language)} /> }}
                />
              </List.Item>
            ))}
          </List>
        </PageSection>
        <PageSection id="privacy-request" title={t('request.title')}>
          {info && (
            <Text>
              <Trans
                t={t}
                i18nKey="request.text"
                values={{ email: info.email, phone: info.phone }}
                components={{ mail: <Anchor href={`mailto:${info.email}`} /> }}
              />
            </Text>
          )}
        </PageSection>
      </Stack>
    </Container>
  );
}
