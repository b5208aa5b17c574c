import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Switches between Finnish (default) and English; the button is labelled in the other language. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'en' ? 'fi' : 'en';
  return (
    <Button
      variant="subtle"
      size="compact-md"
      lang={next}
      aria-label={t('header.switch_to')}
      onClick={() => void i18n.changeLanguage(next)}
      data-testid="language-switch"
    >
      {next.toUpperCase()}
    </Button>
  );
}
