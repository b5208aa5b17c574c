import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOrderStore } from '#web/stores/order-store.ts';
import { useDialogs } from '../hooks/use-dialogs';
import { CalendarIcon, CheckIcon, PinIcon, PlayIcon } from './icons';
import classes from './calculator.module.css';

/**
 * Title, introduction, the postal-code status, 'check free times', the video guide and,
 * while the price list has display windows, the way to the shopping-centre package.
 */
export function Hero({
  showVideoGuide,
  showMallLink = false,
}: {
  showVideoGuide: boolean;
  showMallLink?: boolean;
}) {
  const { t } = useTranslation('calculator');
  const postalCode = useOrderStore((s) => s.address.postalCode);
  const show = useDialogs((s) => s.show);
  const status =
    typeof postalCode === 'string'
      ? t('hero.postal_served', { code: postalCode })
      : postalCode === false
        ? t('hero.postal_not_served')
        : null;
  return (
    <div className={classes.hero}>
      <Container size="lg" py={{ base: 'lg', md: 'xl' }}>
        <div className={classes.heroGrid}>
          <Stack gap="sm" maw={720}>
            <Title order={1} className={classes.heroTitle}>
              {t('hero.title')}
            </Title>
            <Text size="lg">{t('hero.intro')}</Text>
            <Group gap="xs" data-testid="postal-status">
              <PinIcon size={18} />
              {status ? (
                <Text size="sm" fw={600}>
                  {status}
                </Text>
              ) : null}
              <Anchor component="button" type="button" size="sm" onClick={() => show('postalCode')}>
                {status ? t('hero.postal_change') : t('hero.postal_check')}
              </Anchor>
            </Group>
            <Group gap="sm" mt="xs">
              <Button
                component={Link}
                to="/vapaat-pesuajat"
                variant="white"
                leftSection={<CalendarIcon />}
              >
                {t('hero.check_free_times')}
              </Button>
              {showVideoGuide ? (
                <Button
                  variant="subtle"
                  leftSection={<PlayIcon />}
                  onClick={() => show('videoGuide')}
                >
                  {t('hero.video_guide')}
                </Button>
              ) : null}
            </Group>
            {showMallLink ? (
              <Anchor component={Link} to="/ostari" size="sm" data-testid="mall-link">
                {t('hero.mall_link')}
              </Anchor>
            ) : null}
          </Stack>
          <ul className={classes.benefits} aria-label={t('hero.benefits_label')}>
            {(['price', 'deduction', 'insurance'] as const).map((key) => (
              <li key={key}>
                <Text c="teal.9" component="span" display="flex" mt={2}>
                  <CheckIcon />
                </Text>
                <Text size="sm">{t(`hero.benefit_${key}`)}</Text>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </div>
  );
}
