import { Stack, Text, Title } from '@mantine/core';
import type { JobProgressInput, MyJob } from '#contracts/washer-day.ts';
import type { RefusedStep } from '../hooks/use-step-queue';
import type { QueuedStep } from '../lib/step-queue';
import { JobCard } from './job-card';

/** A day's heading and its jobs' cards. */
export function DaySection(props: {
  title: string;
  jobs: MyJob[];
  empty?: string;
  isSub?: boolean;
  today: string;
  waiting: Map<number, QueuedStep>;
  refused: Map<number, RefusedStep>;
  report: (orderId: number, input: JobProgressInput) => Promise<'sent' | 'queued'>;
}) {
  const { title, jobs, empty, isSub, waiting, refused, ...card } = props;
  return (
    <Stack component="section" gap="sm" data-testid={isSub ? 'my-day-coming' : 'my-day-today'}>
      <Title order={isSub ? 3 : 2} size={isSub ? 'h4' : 'h3'}>
        {title}
      </Title>
      {jobs.length === 0 && empty && <Text c="dimmed">{empty}</Text>}
      {jobs.map((job) => (
        <JobCard
          key={job.orderId}
          job={job}
          waiting={waiting.get(job.orderId)}
          refused={refused.get(job.orderId)}
          {...card}
        />
      ))}
    </Stack>
  );
}
