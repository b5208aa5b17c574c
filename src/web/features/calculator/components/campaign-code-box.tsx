import { Loader, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#web/lib/format-money.ts';
import { useCampaignCode } from '../hooks/use-campaign-code';
import { CheckIcon } from './icons';

/** The campaign code: checked once longer than 4 characters; states none / valid / invalid. */
export function CampaignCodeBox() {
  const { t, i18n } = useTranslation('calculator');
  const { text, status, discount, onChange } = useCampaignCode();
  const message =
    status === 'valid' && discount
      ? discount.type === 'PERCENT'
        ? t('code.valid_percent', { code: discount.code, value: discount.discount })
        : t('code.valid_fixed', {
            code: discount.code,
            value: formatMoney(Math.round(discount.discount * 100), i18n.language),
          })
      : status === 'invalid'
        ? t('code.invalid')
        : status === 'failed'
          ? t('code.failed')
          : null;
  const isError = status === 'invalid' || status === 'failed';
  return (
    <div>
      <TextInput
        label={t('code.label')}
        description={t('code.hint')}
        value={text}
        maxLength={12}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={isError ? message : undefined}
        rightSection={
          status === 'checking' ? (
            <Loader size="xs" role="status" aria-label={t('code.checking')} />
          ) : status === 'valid' ? (
            <Text c="teal.9" component="span" display="flex">
              <CheckIcon />
            </Text>
          ) : null
        }
        data-testid="campaign-code"
      />
      <div aria-live="polite">
        {status === 'valid' && message ? (
          <Text size="sm" c="teal.9" mt={4} data-testid="campaign-code-valid">
            {message}
          </Text>
        ) : null}
      </div>
    </div>
  );
}
