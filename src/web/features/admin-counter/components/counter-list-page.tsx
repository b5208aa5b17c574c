import {
  Alert,
  Anchor,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCounters } from '../api/list-counters';

/** /admin/counter/list: the one stored configuration, with a link to edit it. */
export function CounterListPage() {
  const { t } = useTranslation('admin-counter');
  const counters = useCounters();

  let body;
  if (counters.isPending) {
    body = (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" aria-hidden="true" />
          <Text role="status">{t('loading')}</Text>
        </Group>
      </Center>
    );
  } else if (counters.isError) {
    body = (
      <Alert color="red" role="alert">
        {t('load_failed')}
      </Alert>
    );
  } else if (counters.data.length === 0) {
    body = <Text c="dimmed">{t('empty')}</Text>;
  } else {
    body = (
      <Paper withBorder radius="md">
        <Table aria-label={t('list_label')} verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('columns.id')}</Table.Th>
              <Table.Th scope="col">{t('columns.name')}</Table.Th>
              <Table.Th scope="col">{t('columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {counters.data.map((counter) => {
              const name = counter.translate.name || t('unnamed');
              return (
                <Table.Tr key={counter.id}>
                  <Table.Td>{counter.id}</Table.Td>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/admin/counter/edit/${counter.id}`}
                      aria-label={t('edit_named', { name })}
                    >
                      {t('edit')}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Paper>
    );
  }

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{t('title')}</Title>
      <Text>{t('list_intro')}</Text>
      {body}
    </Stack>
  );
}

export { CounterListPage as Component };
