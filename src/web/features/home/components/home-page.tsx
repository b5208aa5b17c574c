import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The start page. The live price calculator takes this place (issue 3). */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Stack gap="sm" maw={640}>
        <Title order={1}>{t('home.title')}</Title>
        <Text size="lg">{t('home.intro')}</Text>
        <Text c="dimmed" size="sm">
          {t('home.vat_note')}
        </Text>
      </Stack>
    </Container>
  );
}
