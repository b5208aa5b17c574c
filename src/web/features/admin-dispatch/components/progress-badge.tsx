import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JobProgress } from '#contracts/washer-day.ts';

// Dark shades: white text on them passes WCAG AA; the text says the step, not the colour.
const colours: Record<JobProgress, string> = {
  on_the_way: 'blue.9',
  started: 'grape.9',
  done: 'green.9',
  not_done: 'red.9',
};

/** What the washer last reported of a job (on the way, started, done, not done), as text. */
export function ProgressBadge({
  progress,
  size = 'sm',
}: {
  progress: JobProgress | null;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation('admin-dispatch');
  if (progress === null) return null;
  return (
    <Badge
      size={size}
      variant="filled"
      color={colours[progress]}
      data-testid="job-progress"
      data-progress={progress}
      style={{ flexShrink: 0, maxWidth: '100%' }}
    >
      {t(`progress.${progress}`)}
    </Badge>
  );
}
