import { useState } from 'react';
import { Alert, Button, Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JobProgressInput, MyJob } from '#contracts/washer-day.ts';
import { showError, showSuccess } from '#web/components/ui/toast.ts';
import type { RefusedStep } from '../hooks/use-step-queue';
import { canAddPhoto, jobDay, stepsAllowed, type JobStep } from '../lib/job-rules';
import type { QueuedStep } from '../lib/step-queue';
import { PhotoButton } from './photo-button';
import { StepDialog } from './step-dialog';
import classes from './washer-day.module.css';

export interface JobActionsProps {
  job: MyJob;
  today: string;
  waiting: QueuedStep | undefined;
  refused: RefusedStep | undefined;
  report: (orderId: number, input: JobProgressInput) => Promise<'sent' | 'queued'>;
}

/** Dark shades: white text on them passes WCAG AA (axe). */
const colours: Record<JobStep, string> = {
  on_the_way: 'blue.8',
  started: 'orange.9',
  done: 'green.9',
  not_done: 'red.9',
};

/** "Could not be done" takes a row of its own, and so does a step left alone in its row. */
const isWide = (step: JobStep, steps: readonly JobStep[]) =>
  step === 'not_done' ||
  (step === 'done' && steps.filter((s) => s !== 'not_done').length % 2 === 1);

/**
 * The job's steps as big buttons, only those the server would take now; a step that waits
 * for network says so in place of the buttons; a refusal is shown until the next step.
 */
export function JobActions({ job, today, waiting, refused, report }: JobActionsProps) {
  const { t } = useTranslation('washer-day');
  const [notify, setNotify] = useState(true);
  const [dialog, setDialog] = useState<'done' | 'not_done' | null>(null);
  const [busy, setBusy] = useState<JobStep | null>(null);
  const progress = waiting?.input.step ?? job.progress;
  const steps = stepsAllowed({ ...job, progress }, today);
  const isBeforeDay = jobDay(job) > today;

  async function send(input: JobProgressInput) {
    setDialog(null);
    setBusy(input.step);
    const step = t(`progress.${input.step}`);
    try {
      const outcome = await report(job.orderId, input);
      if (outcome === 'sent') showSuccess(t('sent', { step }));
    } catch (error) {
      showError(t('refused', { step, message: error instanceof Error ? error.message : '' }));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack gap="sm" data-testid="job-actions">
      {refused && (
        <Alert color="red" role="alert" data-testid="job-refused">
          {t('refused', { step: t(`progress.${refused.step}`), message: refused.message })}
        </Alert>
      )}
      {waiting && (
        <Alert color="yellow" role="status" data-testid="job-waiting">
          {t('waiting_network', { step: t(`progress.${waiting.input.step}`) })}
        </Alert>
      )}
      {isBeforeDay && (
        <Text size="sm" c="dimmed">
          {t('before_day')}
        </Text>
      )}
      {steps.includes('on_the_way') && (
        <Checkbox
          label={t('notify_customer')}
          checked={notify}
          onChange={(event) => setNotify(event.currentTarget.checked)}
        />
      )}
      {steps.length > 0 && (
        <SimpleGrid cols={2} spacing="sm">
          {steps.map((step) => (
            <Button
              key={step}
              color={colours[step]}
              variant={step === 'not_done' ? 'outline' : 'filled'}
              className={classes.bigButton}
              data-wide={isWide(step, steps) || undefined}
              loading={busy === step}
              disabled={busy !== null}
              onClick={() => {
                if (step === 'done' || step === 'not_done') setDialog(step);
                else void send(step === 'on_the_way' ? { step, notifyCustomer: notify } : { step });
              }}
            >
              {t(`progress.${step}`)}
            </Button>
          ))}
        </SimpleGrid>
      )}
      {canAddPhoto(job, today) && <PhotoButton orderId={job.orderId} />}
      <StepDialog
        step={dialog}
        onClose={() => setDialog(null)}
        onSave={(input) => void send(input)}
      />
    </Stack>
  );
}
