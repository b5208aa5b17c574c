import { useRef, useState } from 'react';
import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#web/lib/api/errors.ts';
import type { useAnswerNextVisit } from '../api/answer-next-visit';

/**
 * Confirm or skip a proposed next visit (decision 053). The panel holding it owns the
 * answer, so that the outcome stays on screen after the visit stops being a proposal. A
 * consumer's visit within the withdrawal period is confirmed with the early-start request
 * (decision 068): the box is explained, and the server's refusal marks it and focuses it.
 */
export function VisitAnswerButtons({
  answer,
  needsEarlyStart = false,
}: {
  answer: ReturnType<typeof useAnswerNextVisit>;
  needsEarlyStart?: boolean;
}) {
  const { t } = useTranslation('manage');
  const [earlyStart, setEarlyStart] = useState(false);
  const box = useRef<HTMLInputElement>(null);
  if (answer.isSuccess) {
    return (
      <Alert color="green" role="status">
        {t(answer.variables.answer === 'confirm' ? 'visit.confirmed' : 'visit.skipped')}
      </Alert>
    );
  }
  const boxError =
    isApiError(answer.error, 'VALIDATION_FAILED') && !earlyStart
      ? answer.error.fields.earlyStart
      : undefined;
  const confirm = () =>
    answer.mutate(
      { answer: 'confirm', earlyStart },
      { onError: (error) => isApiError(error) && error.fields.earlyStart && box.current?.focus() },
    );
  return (
    <Stack gap="xs">
      {needsEarlyStart ? (
        <Stack gap="xs" data-testid="visit-early-start">
          <Text size="sm">{t('visit.early_start_why')}</Text>
          <Checkbox
            ref={box}
            required
            checked={earlyStart}
            onChange={(event) => setEarlyStart(event.currentTarget.checked)}
            label={t('visit.early_start')}
            error={boxError}
          />
        </Stack>
      ) : null}
      <Group>
        <Button loading={answer.isPending} onClick={confirm}>
          {t('visit.confirm')}
        </Button>
        <Button
          variant="outline"
          color="red"
          disabled={answer.isPending}
          onClick={() => answer.mutate({ answer: 'skip' })}
        >
          {t('visit.skip')}
        </Button>
      </Group>
      {answer.error && !boxError ? (
        <Alert color="red" role="alert">
          {t('error', { message: answer.error.message })}
        </Alert>
      ) : null}
    </Stack>
  );
}
