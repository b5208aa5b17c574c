import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The back office's language switch, between Finnish (default) and English: the back office
 * speaks only those two (issue 26), so a visitor who read the customer site in Swedish
 * meets it in Finnish (lib/i18n.ts), and the site stays Swedish for them until they choose
 * here. The button is labelled in the other language.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const isEnglish = i18n.language === 'en';
  const next = isEnglish ? 'fi' : 'en';
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
