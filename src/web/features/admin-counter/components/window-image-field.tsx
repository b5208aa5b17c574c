import { Box, Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '#web/lib/form-errors.ts';
import { readImage } from '../lib/read-image';
import type { CounterFormInput } from './counter-form';

const accepted = 'image/png,image/jpeg,image/svg+xml,image/webp';

/** A window row's image: a preview, a file chooser that makes a data URL, and a remove button. */
export function WindowImageField(props: {
  form: UseFormReturn<CounterFormInput>;
  index: number;
  error: string | undefined;
}) {
  const { t } = useTranslation('admin-counter');
  const { form, index } = props;
  const name = `windows.${index}.image` as const;
  const image = useWatch({ control: form.control, name });
  const labelId = `window-${index}-image-label`;
  const number = index + 1;

  const choose = async (file: File | null) => {
    if (!file) return;
    const read = await readImage(file);
    if (read.problem) {
      form.setError(name, { type: 'file', message: read.problem });
      return;
    }
    form.setValue(name, read.dataUrl, { shouldDirty: true });
    form.clearErrors(name);
  };

  return (
    <Input.Wrapper
      id={labelId}
      label={t('windows.image')}
      description={t('windows.image_hint')}
      error={errorText(t, props.error)}
    >
      <Group gap="md" mt={6} wrap="nowrap" align="center">
        <Box
          w={72}
          h={72}
          style={{ flex: 'none', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}
        >
          {image ? (
            <Image
              src={image}
              alt={t('windows.image_preview', { number })}
              w={70}
              h={70}
              fit="contain"
            />
          ) : (
            <Text size="xs" c="dimmed" ta="center" pt={26}>
              {t('windows.image_none')}
            </Text>
          )}
        </Box>
        <Stack gap={6}>
          <FileButton onChange={(file) => void choose(file)} accept={accepted}>
            {(buttonProps) => (
              <Button {...buttonProps} variant="light" size="xs" aria-describedby={labelId}>
                {image ? t('windows.image_change') : t('windows.image_choose')}
              </Button>
            )}
          </FileButton>
          {image && (
            <Button
              variant="subtle"
              color="red"
              c="red.9"
              size="xs"
              onClick={() => form.setValue(name, '', { shouldDirty: true })}
            >
              {t('windows.image_remove')}
            </Button>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
