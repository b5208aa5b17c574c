import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CounterConfig } from '#domain/counter/counter-config.ts';
import { OrderTerms } from '#web/components/ui/order-terms.tsx';
import { formatMoney } from '#web/lib/format-money.ts';
import { VideoGuide } from './video-guide';

interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Choosing a terrace roof explains its fixed price and what the cleaner needs. */
export function TerraceRoofDialog({
  opened,
  onClose,
  config,
}: DialogProps & { config: CounterConfig }) {
  const { t, i18n } = useTranslation('calculator');
  const price = formatMoney(config.items.terraceRoof.priceCents, i18n.language);
  return (
    <Modal opened={opened} onClose={onClose} title={t('terrace.roof_dialog_title')} centered>
      <Stack gap="md">
        <Text>{t('terrace.roof_dialog_text', { price })}</Text>
        <Text>{t('terrace.roof_dialog_check')}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('terrace.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Shown the first time opening high windows are chosen. */
export function HighOpeningAdviceDialog({ opened, onClose }: DialogProps) {
  const { t } = useTranslation('calculator');
  return (
    <Modal opened={opened} onClose={onClose} title={t('advice.title')} centered>
      <Stack gap="md">
        <Text>{t('advice.text')}</Text>
        <List spacing="xs">
          <List.Item>{t('advice.check_open')}</List.Item>
          <List.Item>{t('advice.check_space')}</List.Item>
          <List.Item>{t('advice.check_outside')}</List.Item>
        </List>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('advice.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function TermsDialog({ opened, onClose }: DialogProps) {
  const { t } = useTranslation('terms');
  return (
    <Modal opened={opened} onClose={onClose} title={t('title')} size="lg" centered>
      <Stack gap="md">
        <OrderTerms />
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function VideoGuideDialog({ opened, onClose }: DialogProps) {
  const { t } = useTranslation('calculator');
  return (
    <Modal opened={opened} onClose={onClose} title={t('video.title')} size="xl" centered>
      <Stack gap="md">
        <Text size="sm">{t('video.text')}</Text>
        <VideoGuide />
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('video.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
