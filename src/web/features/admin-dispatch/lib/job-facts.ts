import type { DispatchJob } from '#contracts/dispatch.ts';
import type { JobProgress } from '#contracts/washer-day.ts';

/** The washer's last step of the job (issue 23); null before anything. */
export const progressOf = (job: DispatchJob): JobProgress | null => job.progress;

/** The office's note for the washer ("Lisätiedot pesijälle"); null when there is none. */
export const noteForWasherOf = (job: DispatchJob): string | null => {
  const note = job.noteForWasher?.trim() ?? '';
  return note === '' ? null : note;
};
