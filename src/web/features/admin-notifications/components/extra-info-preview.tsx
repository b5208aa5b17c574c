import { useMemo } from 'react';
import { Paper, Stack, Text, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { previewHtml } from '../lib/preview-html';

/** The popup text as customers will see it, sanitised live as staff type. */
export function ExtraInfoPreview({ html }: { html: string }) {
  const { t } = useTranslation('admin-notifications');
  const clean = useMemo(() => previewHtml(html), [html]);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="extra-info-preview-label">
        {t('form.preview')}
      </Text>
      <Paper
        withBorder
        p="sm"
        radius="md"
        bg="gray.0"
        role="region"
        aria-labelledby="extra-info-preview-label"
      >
        {clean.trim() === '' ? (
          <Text size="sm" c="dimmed">
            {t('form.preview_empty')}
          </Text>
        ) : (
          <Typography>
            <div dangerouslySetInnerHTML={{ __html: clean }} data-testid="extra-info-preview" />
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
