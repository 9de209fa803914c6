import { Avatar, Badge, Text, Tooltip } from '@mantine/core';
import { formatDateTime, type RankedAgent, type ScoreMetric } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../ui/date-format';
import { useMoney } from '../../ui/money';
import { smallImage } from '../../ui/thumb';

const MONEY_FIGURES: readonly ScoreMetric[] = ['ps', 'gs', 'tpgs', 'commission'];
const MEDALS = ['yellow', 'gray', 'orange'] as const;

/** The figure ranked by: money for PS, GS, TPGS and commission, a count for team and recruits. */
export function useFigure(by: ScoreMetric) {
  const money = useMoney();
  const { i18n } = useTranslation();
  const count = new Intl.NumberFormat(i18n.language);
  return (score: number) => (MONEY_FIGURES.includes(by) ? money(score) : count.format(score));
}

/** The agent's figure, or "Hidden" when HQ shows agents positions only. */
export function Figure({ agent, by, size = 'sm' }: { agent: RankedAgent; by: ScoreMetric; size?: string }) {
  const { t } = useTranslation();
  const figure = useFigure(by);
  if (agent.score === null)
    return (
      <Tooltip label={t('scoreRanking.hiddenHint')} multiline w={240}>
        <Text size={size} c="dimmed" fs="italic" tabIndex={0} data-testid="figure-hidden">
          {t('scoreRanking.hidden')}
        </Text>
      </Tooltip>
    );
  return (
    <Text size={size} fw={700} ff="monospace" data-testid="figure">
      {figure(agent.score)}
    </Text>
  );
}

export function AgentAvatar({ agent, size = 40 }: { agent: Pick<RankedAgent, 'name' | 'photoUrl'>; size?: number }) {
  return (
    <Avatar
      src={agent.photoUrl ? smallImage(agent.photoUrl) : null}
      alt={agent.name}
      size={size}
      radius="xl"
      color="initials"
      name={agent.name}
    />
  );
}

/** The position, as a medal colour for the first three. */
export function PositionBadge({ position }: { position: number }) {
  const { t } = useTranslation();
  const medal = MEDALS[position - 1];
  return (
    <Badge
      size="lg"
      circle={position < 100}
      variant={medal ? 'filled' : 'light'}
      color={medal ?? 'gray'}
      autoContrast
      aria-label={t('scoreRanking.positionLabel', { position })}
    >
      {position}
    </Badge>
  );
}

export function YouBadge() {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant="filled" data-testid="you-badge">
      {t('scoreRanking.you')}
    </Badge>
  );
}

/** "Updated 26/11/2026 14:02": when the kept ranking's figures were read (the API's `asOf`). */
export function RankingAsOf({ asOf }: { asOf: string }) {
  const { t } = useTranslation();
  const { timeZone } = useDateFormat();
  return (
    <Tooltip label={t('scoreRanking.updatedHint')} multiline w={260}>
      <Text size="xs" c="dimmed" ta="right" tabIndex={0} data-testid="ranking-as-of">
        {t('scoreRanking.updated', { time: formatDateTime(asOf, timeZone) })}
      </Text>
    </Tooltip>
  );
}
