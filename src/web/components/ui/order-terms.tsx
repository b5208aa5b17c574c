import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paragraphsOf } from '#contracts/paragraphs.ts';
import { shopTermsOf } from '#contracts/shop-contact.ts';
import { usePageData } from '#web/lib/ssr/page-data.ts';

/** The built-in terms, a fresh install's saved ones (order-texts.ts keeps them equal). */
const builtInKeys = [
  'extra_work',
  'cancellation',
  'complaints',
  'insurance',
  'payment',
  'reminder',
  'index',
] as const;

/** Text as staff typed it in the settings: its paragraphs, each line on its own. */
export function TypedText({ text }: { text: string }) {
  return paragraphsOf(text).map((lines, i) => (
    <Text key={i}>
      {lines.map((line, j) => (
        <span key={j}>
          {j > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </Text>
  ));
}

/**
 * The terms of order the customer agrees to (customer spec section 9; decision 099): the
 * shop's own, as saved in the settings and shown on the terms page, in the page's language;
 * in the checkout's and the landing page's modal, on the thank-you and order pages. Only when
 * the server could not read them (the page's data has none) the built-in ones.
 */
export function OrderTerms() {
  const { t, i18n } = useTranslation('terms');
  const info = usePageData().shopInfo;
  return (
    <Stack gap="sm" data-testid="order-terms">
      <Text>{t('intro')}</Text>
      {info ? (
        <TypedText text={shopTermsOf(info, i18n.language)} />
      ) : (
        <List spacing="xs">
          {builtInKeys.map((key) => (
            <List.Item key={key}>{t(`items.${key}`)}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
