import { useRef } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '#web/components/ui/toast.ts';
import { isApiError } from '#web/lib/api/client.ts';
import { useAddPhoto } from '../api/add-photo';
import classes from './washer-day.module.css';

/** The server's refusal in the washer's language: 415 not an image, 413 too big, 409 full. */
function photoErrorKey(error: unknown) {
  if (!isApiError(error)) return 'photo_errors.network' as const;
  if (error.status === 415) return 'photo_errors.unsupported' as const;
  if (error.status === 413) return 'photo_errors.too_large' as const;
  if (error.status === 409) return 'photo_errors.conflict' as const;
  return 'photo_errors.other' as const;
}

/** "Add photo": the phone's back camera (or a file), sent at once as multipart. */
export function PhotoButton({ orderId }: { orderId: number }) {
  const { t } = useTranslation('washer-day');
  const input = useRef<HTMLInputElement>(null);
  const upload = useAddPhoto(orderId);

  function onPicked(file: File | undefined) {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => showSuccess(t('photo_added')),
      onError: (error) =>
        showError(
          t(photoErrorKey(error), { message: error instanceof Error ? error.message : '' }),
        ),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        className={classes.fileInput}
        tabIndex={-1}
        aria-hidden
        data-testid="job-photo-input"
        onChange={(event) => onPicked(event.currentTarget.files?.[0])}
      />
      <Button
        variant="light"
        className={classes.bigButton}
        fullWidth
        loading={upload.isPending}
        onClick={() => input.current?.click()}
      >
        {t('add_photo')}
      </Button>
    </>
  );
}
