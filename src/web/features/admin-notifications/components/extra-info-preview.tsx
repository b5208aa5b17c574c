import { useMemo } from 'react';
import { Paper, Stack, Text, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { previewHtml } from '../lib/preview-html';

/**
 * The popup text as customers will see it, sanitised live as staff type; `language` marks
 * the English or Swedish text's preview (decisions 071, 078).
 */
export function ExtraInfoPreview({ html, language }: { html: string; language?: 'en' | 'sv' }) {
  const { t } = useTranslation('admin-notifications');
  const clean = useMemo(() => previewHtml(html), [html]);
  const suffix = language ? `-${language}` : '';
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={`extra-info-preview-label${suffix}`}>
        {t(language ? `form.preview_${language}` : 'form.preview')}
      </Text>
      <Paper
        withBorder
        p="sm"
        radius="md"
        bg="gray.0"
        role="region"
        aria-labelledby={`extra-info-preview-label${suffix}`}
      >
        {clean.trim() === '' ? (
          <Text size="sm" c="dimmed">
            {t('form.preview_empty')}
          </Text>
        ) : (
          <Typography>
            <div
              dangerouslySetInnerHTML={{ __html: clean }}
              lang={language}
              data-testid={`extra-info-preview${suffix}`}
            />
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
