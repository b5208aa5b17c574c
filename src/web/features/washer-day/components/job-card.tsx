import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { jobMinutes, timeRange } from '../lib/format';
import { JobActions, type JobActionsProps } from './job-actions';
import { JobFacts } from './job-facts';
import classes from './washer-day.module.css';

const paymentColours = { paid: 'green', invoice: 'blue', unpaid: 'red' } as const;

/** One job: time and length, progress and payment, the facts, then the actions. */
export function JobCard(props: JobActionsProps) {
  const { job } = props;
  const { t, i18n } = useTranslation('washer-day');
  const progress = props.waiting?.input.step ?? job.progress;
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      className={classes.card}
      data-progress={progress ?? 'none'}
      data-testid="my-job"
      data-order-id={job.orderId}
      aria-labelledby={`job-${job.orderId}-time`}
    >
      <Stack gap="sm">
        <div>
          <Text id={`job-${job.orderId}-time`} component="h3" fw={800} size="xl" lh={1.2}>
            {timeRange(job, i18n.language)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('minutes', { count: jobMinutes(job) })} ·{' '}
            {t('order_number', { number: job.orderNumber })}
          </Text>
        </div>
        <Group gap="xs">
          <Badge color="dark" variant="outline" data-testid="job-progress">
            {t(`progress.${progress ?? 'none'}`)}
          </Badge>
          <Badge color={paymentColours[job.payment]} variant="light" data-testid="job-payment">
            {t(`payment.${job.payment}`)}
          </Badge>
        </Group>
        <JobFacts job={job} />
        <JobActions {...props} />
      </Stack>
    </Paper>
  );
}
