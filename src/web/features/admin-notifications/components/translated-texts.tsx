import { Fieldset, Text, Textarea } from '@mantine/core';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notificationMessageMaxLength } from '#contracts/notification.ts';
import { errorText } from '#web/lib/form-errors.ts';
import type { NotificationFormValues } from './notification-form';
import { ExtraInfoPreview } from './extra-info-preview';

/** The languages a notification may be written in besides Finnish (decisions 071 and 078). */
export type TranslationLanguage = 'en' | 'sv';

const legends = { en: 'form.english', sv: 'form.swedish' } as const;
const testIds = { en: 'notification-english', sv: 'notification-swedish' } as const;

/**
 * A notification's message and popup text in English or Swedish: both optional, without them
 * visitors reading that language see the Finnish ones.
 */
export function TranslatedTexts({
  language,
  form,
}: {
  language: TranslationLanguage;
  form: UseFormReturn<NotificationFormValues>;
}) {
  const { t } = useTranslation('admin-notifications');
  const messageField = `message_${language}` as const;
  const extraInfoField = `extra_info_${language}` as const;
  const [message, extraInfo] = useWatch({
    control: form.control,
    name: [messageField, extraInfoField],
  });
  const { errors } = form.formState;
  return (
    <Fieldset
      legend={
        <Text component="span" fw={700}>
          {t(legends[language])}
        </Text>
      }
      variant="unstyled"
      data-testid={testIds[language]}
    >
      <Textarea
        label={t(`form.${messageField}`)}
        description={t(`form.${messageField}_hint`, {
          count: message.length,
          max: notificationMessageMaxLength,
        })}
        autosize
        minRows={2}
        lang={language}
        error={errorText(t, errors[messageField]?.message)}
        {...form.register(messageField)}
      />
      <Textarea
        label={t(`form.${extraInfoField}`)}
        description={t(`form.${extraInfoField}_hint`)}
        autosize
        minRows={4}
        maxRows={14}
        mt="md"
        lang={language}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        error={errorText(t, errors[extraInfoField]?.message)}
        {...form.register(extraInfoField)}
      />
      <ExtraInfoPreview html={extraInfo} language={language} />
    </Fieldset>
  );
}
