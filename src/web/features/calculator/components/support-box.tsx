import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { supportContact } from '../lib/support-contact';
import { ChatIcon, PhoneIcon } from './icons';

/** The support phone number and the messaging link (customer spec section 1). */
export function SupportBox() {
  const { t } = useTranslation('calculator');
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {t('support.title')}
      </Text>
      <Anchor href={supportContact.phoneHref} size="sm" data-testid="support-phone">
        <Group gap={6} wrap="nowrap" component="span">
          <PhoneIcon size={16} />
          <span>
            {t('support.phone', { phone: supportContact.phoneDisplay })} ({t('support.hours')})
          </span>
        </Group>
      </Anchor>
      <Anchor
        href={supportContact.messagingHref}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        data-testid="support-message"
      >
        <Group gap={6} wrap="nowrap" component="span">
          <ChatIcon size={16} />
          <span>{t('support.message')}</span>
        </Group>
      </Anchor>
    </Stack>
  );
}
