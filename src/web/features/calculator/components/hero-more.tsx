import { Anchor, Box, Button, Container, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney, formatWholeEuros } from '#web/lib/format-money.ts';
import { usePagePath } from '#web/lib/page-path.ts';
import { usePageData } from '#web/lib/ssr/page-data.ts';
import { useDialogs } from '../hooks/use-dialogs';
import { CalendarIcon, CheckIcon, PlayIcon } from './icons';
import classes from './calculator.module.css';
import { deductionRules } from '#web/lib/deduction-rules.ts';

export interface HeroMoreProps {
  showVideoGuide: boolean;
  showMallLink?: boolean;
  /** The configuration's web shop discount, named in the first benefit (none when 0). */
  webShopDiscountCents?: number;
}

/**
 * 'Check free times', the video guide and, while the price list has display windows, the
 * way to the shopping-centre package. `isInHero`: the copy in the hero (from the `sm`
 * width), which alone carries the test id; a phone shows the other copy below the
 * calculator (decision 072).
 */
export function HeroActions({
  showVideoGuide,
  showMallLink = false,
  isInHero,
}: HeroMoreProps & { isInHero: boolean }) {
  const { t } = useTranslation('calculator');
  const show = useDialogs((s) => s.show);
  const path = usePagePath();
  return (
    <>
      <Group gap="sm" mt="xs">
        <Button
          component={Link}
          to={path('free_times')}
          variant="white"
          leftSection={<CalendarIcon />}
        >
          {t('hero.check_free_times')}
        </Button>
        {showVideoGuide ? (
          <Button variant="subtle" leftSection={<PlayIcon />} onClick={() => show('videoGuide')}>
            {t('hero.video_guide')}
          </Button>
        ) : null}
      </Group>
      {showMallLink ? (
        <Anchor
          component={Link}
          to={path('mall')}
          size="sm"
          data-testid={isInHero ? 'mall-link' : undefined}
        >
          {t('hero.mall_link')}
        </Anchor>
      ) : null}
    </>
  );
}

/** Why order here: the price (with the web shop discount), the deduction, the insurance. */
export function HeroBenefits({ webShopDiscountCents = 0 }: { webShopDiscountCents?: number }) {
  const { t, i18n } = useTranslation('calculator');
  const discount =
    webShopDiscountCents % 100 === 0
      ? formatWholeEuros(webShopDiscountCents, i18n.language)
      : formatMoney(webShopDiscountCents, i18n.language);
  // The insurance claimed is the company's own (decision 076); none saved, none claimed.
  const insuranceEuros = usePageData().shopInfo?.insuranceEuros ?? null;
  const benefit = (key: 'price' | 'deduction' | 'insurance') => {
    if (key === 'deduction') return t('hero.benefit_deduction', deductionRules(i18n.language));
    if (key === 'insurance') {
      return insuranceEuros === null
        ? t('hero.benefit_insurance_none')
        : t('hero.benefit_insurance', {
            amount: formatWholeEuros(insuranceEuros * 100, i18n.language),
          });
    }
    return webShopDiscountCents > 0
      ? t('hero.benefit_price', { amount: discount })
      : t('hero.benefit_price_plain');
  };
  return (
    <>
      <VisuallyHidden>{t('hero.benefits_label')}</VisuallyHidden>
      <ul className={classes.benefits}>
        {(['price', 'deduction', 'insurance'] as const).map((key) => (
          <li key={key}>
            <Text c="teal.9" component="span" display="flex" mt={2}>
              <CheckIcon />
            </Text>
            <Text size="sm">{benefit(key)}</Text>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * On a phone the hero holds only the heading, the introduction and the postal-code status,
 * so that the calculator's first choice is on the first screen; the actions and benefits
 * come after the calculator, on the hero's background. Both copies are in the page and CSS shows one (Mantine's
 * `hiddenFrom`, whose rules are in the head): no layout shift, and the hidden copy is
 * neither read nor focusable.
 */
export function HeroMoreOnPhone(props: HeroMoreProps) {
  return (
    <Box hiddenFrom="sm" className={classes.hero}>
      <Container size="lg" py="lg">
        <Stack gap="sm">
          <HeroActions {...props} isInHero={false} />
          <HeroBenefits webShopDiscountCents={props.webShopDiscountCents} />
        </Stack>
      </Container>
    </Box>
  );
}
