import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { serviceHours, telHref } from '#contracts/shop-contact.ts';
import { usePageData } from '#web/lib/ssr/page-data.ts';
import { ChatIcon, PhoneIcon } from './icons';

/**
 * The customer service phone with its hours and the messaging link, if the company has one
 * (customer spec section 1), from the shop's details in the page's state (decision 076).
 */
export function SupportBox() {
  const { t, i18n } = useTranslation('calculator');
  const info = usePageData().shopInfo;
  if (!info) return null;
  const isWhatsApp = new URL(info.messagingUrl || 'https://x').hostname === 'wa.me';
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {t('support.title')}
      </Text>
      <Anchor href={telHref(info.phone)} size="sm" data-testid="support-phone">
        <Group gap={6} wrap="nowrap" component="span">
          <PhoneIcon size={16} />
          <span>
            {t('support.phone', { phone: info.phone })} ({serviceHours(info, i18n.language)})
          </span>
        </Group>
      </Anchor>
      {info.messagingUrl && (
        <Anchor
          href={info.messagingUrl}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          data-testid="support-message"
        >
          <Group gap={6} wrap="nowrap" component="span">
            <ChatIcon size={16} />
            <span>{t(isWhatsApp ? 'support.message_whatsapp' : 'support.message')}</span>
          </Group>
        </Anchor>
      )}
    </Stack>
  );
}
