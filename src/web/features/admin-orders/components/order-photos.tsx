import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCan } from '#web/components/admin/use-can.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { useOrderPhotos } from '../api/list-order-photos';

/**
 * "Kuvat": the photos the washer took of the job (issue 23), each a thumbnail that opens the
 * full photo, with who took it and when. Only for roles that may list them (access.ts).
 */
export function OrderPhotos({ orderId }: { orderId: number }) {
  const { t, i18n } = useTranslation('admin-orders');
  const isAllowed = useCan()('GET /api/order/:id/photos');
  const photos = useOrderPhotos(orderId, isAllowed);
  if (!isAllowed) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="order-photos" component="section">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('photos.title')}
        </Title>
        {photos.isPending ? <Text size="sm">{t('loading')}</Text> : null}
        {photos.isError ? <Text size="sm">{t('load_failed')}</Text> : null}
        {photos.data?.length === 0 ? <Text size="sm">{t('photos.empty')}</Text> : null}
        {photos.data && photos.data.length > 0 ? (
          <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="sm" component="ul" m={0} p={0}>
            {photos.data.map((photo, index) => {
              const when = formatDateTime(photo.takenAt, i18n.language);
              return (
                <li key={photo.id} style={{ listStyle: 'none' }} data-testid="order-photo">
                  <Anchor href={photo.url} target="_blank" rel="noopener">
                    <img
                      src={photo.url}
                      alt={t('photos.alt', { number: index + 1, name: photo.by.name, when })}
                      loading="lazy"
                      style={{
                        display: 'block',
                        width: '100%',
                        aspectRatio: '4 / 3',
                        objectFit: 'cover',
                        borderRadius: 'var(--mantine-radius-sm)',
                        background: 'var(--mantine-color-gray-1)',
                      }}
                    />
                  </Anchor>
                  <Text size="xs" mt={4}>
                    {photo.by.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {when}
                  </Text>
                </li>
              );
            })}
          </SimpleGrid>
        ) : null}
      </Stack>
    </Paper>
  );
}
