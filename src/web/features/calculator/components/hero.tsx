import { Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOrderStore } from '#web/stores/order-store.ts';
import { useDialogs } from '../hooks/use-dialogs';
import { HeroActions, HeroBenefits, type HeroMoreProps } from './hero-more';
import { PinIcon } from './icons';
import classes from './calculator.module.css';

/**
 * Title, introduction and the postal-code status; from the `sm` width also 'check free
 * times', the video guide, the way to the shopping-centre package and the benefits, which
 * a phone shows below the calculator (`HeroMoreOnPhone`, decision 072).
 */
export function Hero(props: HeroMoreProps) {
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
            <Text size="lg" className={classes.heroIntro}>
              {t('hero.intro')}
            </Text>
            {/* One line whatever it says, the link first: the server cannot know the tab's
                postal code, so the status comes after hydration, and appearing after the
                link it moves nothing already drawn (CLS 0). Cut from the start, the code
                stays in view. */}
            <Group gap="xs" wrap="nowrap" data-testid="postal-status">
              <PinIcon size={18} />
              <Anchor
                component="button"
                type="button"
                size="sm"
                style={{ flexShrink: 0 }}
                onClick={() => show('postalCode')}
              >
                {status ? t('hero.postal_change') : t('hero.postal_check')}
              </Anchor>
              {status ? (
                <Text size="sm" fw={600} truncate="start" miw={0} title={status}>
                  {status}
                </Text>
              ) : null}
            </Group>
            <Stack gap="sm" visibleFrom="sm">
              <HeroActions {...props} isInHero />
            </Stack>
          </Stack>
          <Box visibleFrom="sm">
            <HeroBenefits webShopDiscountCents={props.webShopDiscountCents} />
          </Box>
        </div>
      </Container>
    </div>
  );
}
