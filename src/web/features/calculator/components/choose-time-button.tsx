import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CalendarIcon } from './icons';
import { usePagePath } from '#web/lib/page-path.ts';

/** 'Choose time' leads to /tilauskalenteri; disabled while all quantities are zero. */
export function ChooseTimeButton({
  isOrderable,
  compact = false,
}: {
  isOrderable: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation('calculator');
  const navigate = useNavigate();
  const path = usePagePath();
  const hintId = compact ? 'choose-time-hint-bar' : 'choose-time-hint';
  return (
    <div>
      <Button
        size={compact ? 'md' : 'lg'}
        fullWidth={!compact}
        disabled={!isOrderable}
        leftSection={<CalendarIcon />}
        onClick={() => void navigate(path('calendar'))}
        aria-describedby={isOrderable ? undefined : hintId}
        data-testid={compact ? 'choose-time-bar' : 'choose-time'}
      >
        {t('price.choose_time')}
      </Button>
      {!isOrderable && !compact ? (
        <Text size="xs" c="dimmed" mt={4} id={hintId}>
          {t('price.choose_time_disabled')}
        </Text>
      ) : null}
      {!isOrderable && compact ? (
        <span id={hintId} hidden>
          {t('price.choose_time_disabled')}
        </span>
      ) : null}
    </div>
  );
}
