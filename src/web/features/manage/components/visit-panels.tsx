import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ManageOrder } from '#contracts/manage.ts';
import { formatHelsinkiInstant } from '#domain/calendar/format-instant.ts';
import { formatJobTime } from '../lib/format-time';
import { pagePath, siteLanguageOf } from '#contracts/site-pages.ts';
import { useAnswerNextVisit } from '../api/answer-next-visit';
import { VisitAnswerButtons } from './visit-answer-buttons';

/**
 * A proposed next visit's own page (decision 053): what it is, until when its time is held,
 * and one click to confirm or skip it (moving it is the page's ordinary move).
 */
export function ProposalPanel({ token, order }: { token: string; order: ManageOrder }) {
  const { t, i18n } = useTranslation('manage');
  const answer = useAnswerNextVisit(token);
  if (answer.isSuccess) return <VisitAnswerButtons answer={answer} />;
  if (order.status !== 'proposed' || !order.visit.proposalExpiresAt) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="manage-proposal">
      <Stack gap="sm">
        <Title order={2} size="h4" id="manage-proposal">
          {t('visit.proposal_title')}
        </Title>
        <Text>
          {t('visit.proposal', {
            months: order.visit.intervalMonths ?? 12,
            until: formatHelsinkiInstant(order.visit.proposalExpiresAt, i18n.language),
          })}
        </Text>
        {order.visit.canConfirm ? (
          <VisitAnswerButtons answer={answer} needsEarlyStart={order.visit.needsEarlyStart} />
        ) : null}
      </Stack>
    </Paper>
  );
}

/** A recurring order's next visit on the earlier order's page: its time, state and answers. */
export function NextVisitPanel({ order }: { order: ManageOrder }) {
  const { t, i18n } = useTranslation('manage');
  const next = order.visit.next;
  const answer = useAnswerNextVisit(next?.token ?? '');
  if (!next) return null;
  const lang = i18n.language;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="manage-next-visit">
      <Stack gap="sm">
        <Title order={2} size="h4" id="manage-next-visit">
          {t('visit.next_title')}
        </Title>
        <Text data-testid="next-visit">
          {next.start && next.end
            ? `${formatJobTime(next.start, next.end, lang)}: ${t(`status.${next.status}`)}`
            : t(`status.${next.status}`)}
        </Text>
        {(next.status === 'proposed' && next.token) || answer.isSuccess ? (
          <VisitAnswerButtons answer={answer} needsEarlyStart={next.needsEarlyStart} />
        ) : null}
        {next.token && next.status !== 'cancelled' ? (
          <Anchor
            component={Link}
            to={pagePath('manage', siteLanguageOf(lang), { token: next.token })}
          >
            {t('visit.open')}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}
