import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { JobProgressInput, MyJob } from '#contracts/washer-day.ts';
import { isApiError } from '#web/lib/api/client.ts';
import { stepQueueKey } from '#web/lib/offline-copy.ts';
import type { MyJobs } from '../api/get-my-jobs';
import { reportProgress } from '../api/report-progress';
import { washerDayKeys } from '../api/washer-day-keys';
import { readQueue, withoutStep, withStep, writeQueue, type QueuedStep } from '../lib/step-queue';
import { useOnline } from './use-online';

/** A step the server refused when it was sent later (or at once): shown on the job's card. */
export interface RefusedStep {
  orderId: number;
  step: JobProgressInput['step'];
  message: string;
}

const isNetworkFailure = (error: unknown) => !isApiError(error);

/**
 * The washer's steps (issue 23 point 5): sent at once when there is network; without it
 * (or when sending fails for want of it) queued in localStorage and sent, oldest first,
 * when the network is back, on the next load, or every 10 s while any wait. Never dropped silently: a
 * step waits on its card until the server has it, and a refusal is shown on the card.
 */
export function useStepQueue() {
  const queryClient = useQueryClient();
  const isOnline = useOnline();
  const [queue, setQueue] = useState<QueuedStep[]>(() => readQueue(localStorage, stepQueueKey));
  const [refused, setRefused] = useState<RefusedStep[]>([]);
  const isFlushing = useRef(false);

  const save = useCallback((update: (queue: QueuedStep[]) => QueuedStep[]) => {
    const next = update(readQueue(localStorage, stepQueueKey));
    writeQueue(localStorage, stepQueueKey, next);
    setQueue(next);
  }, []);

  const applyJob = useCallback(
    (job: MyJob) => {
      queryClient.setQueriesData<MyJobs>({ queryKey: washerDayKeys.all }, (data) =>
        data
          ? { ...data, jobs: data.jobs.map((j) => (j.orderId === job.orderId ? job : j)) }
          : data,
      );
    },
    [queryClient],
  );

  const refuse = useCallback((orderId: number, input: JobProgressInput, error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    setRefused((list) => [
      ...list.filter((r) => r.orderId !== orderId),
      { orderId, step: input.step, message },
    ]);
  }, []);

  const flush = useCallback(async () => {
    if (isFlushing.current) return;
    isFlushing.current = true;
    try {
      for (const item of readQueue(localStorage, stepQueueKey)) {
        try {
          applyJob(await reportProgress(item.orderId, item.input));
        } catch (error) {
          // Without network, or with the session to sign in again: it waits.
          if (isNetworkFailure(error) || (isApiError(error) && error.status === 401)) return;
          refuse(item.orderId, item.input, error);
        }
        save((q) => withoutStep(q, item.id));
      }
      await queryClient.invalidateQueries({ queryKey: washerDayKeys.all });
    } finally {
      isFlushing.current = false;
    }
  }, [applyJob, queryClient, refuse, save]);

  // navigator.onLine is a hint only (a phone may say online without a network, and the
  // 'online' event may never come): while steps wait, try every 10 s whatever it says.
  const hasWaiting = queue.length > 0;
  useEffect(() => {
    if (isOnline) void flush();
    if (!hasWaiting) return;
    const timer = window.setInterval(() => void flush(), 10_000);
    return () => window.clearInterval(timer);
  }, [isOnline, hasWaiting, flush]);

  /** Sends the step, or queues it without network. Throws the server's refusal. */
  const report = useCallback(
    async (orderId: number, input: JobProgressInput): Promise<'sent' | 'queued'> => {
      setRefused((list) => list.filter((r) => r.orderId !== orderId));
      const queueIt = () => {
        const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
        save((q) => withStep(q, { id, orderId, input, takenAt: new Date().toISOString() }));
        return 'queued' as const;
      };
      // Steps of a job keep their order: behind one that waits, the next waits too.
      const isWaiting = readQueue(localStorage, stepQueueKey).some((s) => s.orderId === orderId);
      if (!navigator.onLine || isWaiting) return queueIt();
      try {
        applyJob(await reportProgress(orderId, input));
        return 'sent';
      } catch (error) {
        if (isNetworkFailure(error)) return queueIt();
        throw error;
      }
    },
    [applyJob, save],
  );

  return { queue, refused, report, isOnline };
}
