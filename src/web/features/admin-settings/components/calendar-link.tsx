import { useState } from 'react';
import { Button, CopyButton, Group, Modal, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showError } from '#web/components/ui/toast.ts';
import { useNewIcsSecret } from '../api/new-ics-secret';

/**
 * A washer's phone calendar (issue 14): 'New calendar link' makes a new secret feed address
 * (asking first: the old link stops working) and shows it with a copy button. The address
 * is shown once; it is never stored in the browser.
 */
export function CalendarLink({ washerId, name }: { washerId: number; name: string }) {
  const { t } = useTranslation('admin-settings');
  const [isAsking, setAsking] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const secret = useNewIcsSecret();

  function make() {
    secret.mutate(washerId, {
      onSuccess: (answer) => {
        setAsking(false);
        setUrl(answer.url);
      },
      onError: (error) => {
        setAsking(false);
        showError(t('feed.failed', { reason: error.message }));
      },
    });
  }

  return (
    <>
      <Button
        variant="default"
        onClick={() => setAsking(true)}
        aria-label={t('feed.new_named', { name })}
      >
        {t('feed.new')}
      </Button>
      <Modal
        opened={isAsking || url !== null}
        onClose={() => {
          setAsking(false);
          setUrl(null);
        }}
        title={t('feed.title', { name })}
        closeButtonProps={{ 'aria-label': t('feed.close') }}
        centered
      >
        {url === null ? (
          <>
            <Text size="sm">{t('feed.warning')}</Text>
            <Group justify="flex-end" mt="lg">
              <Button variant="default" onClick={() => setAsking(false)}>
                {t('feed.cancel')}
              </Button>
              <Button loading={secret.isPending} onClick={make}>
                {t('feed.make')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">{t('feed.made')}</Text>
            <TextInput
              mt="sm"
              label={t('feed.url')}
              value={url}
              readOnly
              data-testid="feed-url"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Group justify="flex-end" mt="lg">
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy}>
                    {copied ? t('feed.copied') : t('feed.copy')}
                  </Button>
                )}
              </CopyButton>
              <Button onClick={() => setUrl(null)}>{t('feed.done')}</Button>
            </Group>
          </>
        )}
      </Modal>
    </>
  );
}
