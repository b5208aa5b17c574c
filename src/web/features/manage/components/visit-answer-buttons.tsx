import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useAnswerNextVisit } from '../api/answer-next-visit';

/**
 * Confirm or skip a proposed next visit (decision 053). The panel holding it owns the
 * answer, so that the outcome stays on screen after the visit stops being a proposal.
 */
export function VisitAnswerButtons({ answer }: { answer: ReturnType<typeof useAnswerNextVisit> }) {
  const { t } = useTranslation('manage');
  if (answer.isSuccess) {
    return (
      <Alert color="green" role="status">
        {t(answer.variables === 'confirm' ? 'visit.confirmed' : 'visit.skipped')}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <Group>
        <Button loading={answer.isPending} onClick={() => answer.mutate('confirm')}>
          {t('visit.confirm')}
        </Button>
        <Button
          variant="outline"
          color="red"
          disabled={answer.isPending}
          onClick={() => answer.mutate('skip')}
        >
          {t('visit.skip')}
        </Button>
      </Group>
      {answer.error ? (
        <Alert color="red" role="alert">
          {t('error', { message: answer.error.message })}
        </Alert>
      ) : null}
    </Stack>
  );
}
