import { useState } from 'react';
import { Box, Button, FileButton, Group, Input, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shopLogoField } from '#contracts/shop-logo-addresses.ts';
import { ShopMark } from '#web/components/ui/shop-mark.tsx';
import { showError, showSuccess } from '#web/components/ui/toast.ts';
import { isApiError } from '#web/lib/api/errors.ts';
import { useShopLogo } from '#web/lib/shop-logo.ts';
import { useDeleteShopLogo } from '../api/delete-shop-logo';
import { useUploadShopLogo } from '../api/upload-shop-logo';

const accepted = 'image/svg+xml,image/png';

/**
 * The company's logo (issue 26 point 1, decision 077): a preview, a file chooser that uploads
 * at once (the server checks and redraws it; its refusal shows under the field in the
 * user's language), and a button back to the product's mark.
 */
export function ShopLogoSection() {
  const { t } = useTranslation('admin-settings');
  const logo = useShopLogo();
  const upload = useUploadShopLogo();
  const remove = useDeleteShopLogo();
  const [problem, setProblem] = useState<string | undefined>();
  const labelId = 'shop-logo-label';

  const choose = async (file: File | null) => {
    if (!file) return;
    setProblem(undefined);
    try {
      await upload.mutateAsync(file);
      showSuccess(t('logo.saved'));
    } catch (error) {
      const named = isApiError(error) ? error.fields[shopLogoField] : undefined;
      if (named) setProblem(named);
      else showError(t('logo.save_failed'));
    }
  };
  const reset = async () => {
    setProblem(undefined);
    try {
      await remove.mutateAsync();
      showSuccess(t('logo.removed'));
    } catch {
      showError(t('logo.save_failed'));
    }
  };

  return (
    <Stack gap="sm" maw={880} mb="xl" data-testid="shop-logo-section">
      <Title order={2} size="h3">
        {t('logo.title')}
      </Title>
      <Input.Wrapper
        id={labelId}
        label={t('logo.label')}
        description={t('logo.hint')}
        error={problem}
      >
        <Group gap="md" mt={6} wrap="nowrap" align="center">
          <Box
            p="xs"
            style={{
              border: '1px solid var(--mantine-color-gray-4)',
              borderRadius: 8,
              minWidth: 0,
            }}
          >
            <ShopMark logo={logo} height={48} alt={t('logo.preview')} />
          </Box>
          <Stack gap={6}>
            <FileButton
              onChange={(file) => void choose(file)}
              accept={accepted}
              inputProps={{ 'aria-labelledby': labelId, name: shopLogoField } as object}
            >
              {(buttonProps) => (
                <Button
                  {...buttonProps}
                  variant="light"
                  size="xs"
                  loading={upload.isPending}
                  aria-describedby={labelId}
                >
                  {logo?.isCustom ? t('logo.change') : t('logo.choose')}
                </Button>
              )}
            </FileButton>
            {logo?.isCustom && (
              <Button
                variant="subtle"
                color="red"
                c="red.9"
                size="xs"
                loading={remove.isPending}
                onClick={() => void reset()}
              >
                {t('logo.remove')}
              </Button>
            )}
          </Stack>
        </Group>
      </Input.Wrapper>
      {!logo?.isCustom && (
        <Text size="sm" c="dimmed">
          {t('logo.none')}
        </Text>
      )}
    </Stack>
  );
}
