import './plan-rewards-texts';
import '../commission/commission-texts';
import { Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDateShort, type PlanOverview } from '@niaga/shared';
import { IconArrowUpRight, IconChevronRight, IconGift } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyList } from '../../app/page-states';
import { LinkButton } from '../../ui/link-button';
import { PageHeader } from '../../ui/page-header';
import { RankCard } from '../commission';
import { planOverviewQuery } from './plan-rewards.api';
import { benefitsOf, Fact, LevelFacts, LoadState, PreviewNotice, useRankFigure } from './plan-ui';

/** /plan-rewards: the agent's rank this month, the commission ranks, the levels and the rewards open to it. */
export function PlanPage() {
  const { t } = useTranslation();
  const plan = useQuery(planOverviewQuery());
  const header = (
    <PageHeader
      title={t('plan.title')}
      subtitle={t('plan.subtitle')}
      actions={
        <LinkButton to="/plan-rewards/plan-subscription" icon={IconArrowUpRight} variant="light">
          {t('plan.upgradeLink')}
        </LinkButton>
      }
    />
  );
  if (plan.isPending || plan.isError) return <LoadState header={header} query={plan} />;
  const data = plan.data;
  const preview = data.myLevelId === null;
  return (
    <Stack gap="xl" maw={1200}>
      {header}
      {preview && <PreviewNotice />}
      {data.rank && <RankCard rank={data.rank} currency={data.currency} />}
      <RankSection data={data} />
      <LevelSection data={data} />
      <RewardSection data={data} preview={preview} />
    </Stack>
  );
}

function RankSection({ data }: { data: PlanOverview }) {
  const { t } = useTranslation();
  const figure = useRankFigure(data.currency, data.rankBasis);
  return (
    <Stack gap="sm" data-testid="plan-ranks">
      <Title order={2} size="h4">
        {t('plan.ranks')}
      </Title>
      {data.ranks.length === 0 ? (
        <EmptyList title={t('plan.noRanks')} description={t('plan.noRanksHint')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {data.ranks.map((rank, index) => {
            const mine = data.rank?.achieved?.id === rank.id;
            const benefits = benefitsOf(rank);
            return (
              <Card
                key={rank.id}
                withBorder
                radius="lg"
                padding="md"
                data-rank={rank.commission_name}
                style={mine ? { borderColor: 'var(--mantine-color-grape-filled)' } : undefined}
              >
                <Stack gap="sm" h="100%">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <div style={{ minWidth: 0 }}>
                      <Text size="xs" c="dimmed">
                        {t('plan.rankPosition', { position: index + 1 })}
                      </Text>
                      <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
                        {rank.commission_name}
                      </Title>
                    </div>
                    <Group gap={4} justify="flex-end">
                      {mine && <Badge color="grape">{t('plan.yourRank')}</Badge>}
                      {rank.is_leadership && (
                        <Badge variant="light" color="orange">
                          {t('plan.leadership')}
                        </Badge>
                      )}
                    </Group>
                  </Group>
                  <SimpleGrid cols={2} spacing="xs">
                    <Fact label={t('plan.personalSales')} value={figure(rank.personal_sales)} />
                    <Fact label={t('plan.groupSales')} value={figure(rank.total_personal_group_sales)} />
                    <Fact label={t('plan.sideGroupSales')} value={figure(rank.side_group_sales)} />
                    <Fact
                      label={t('plan.rates')}
                      value={t('plan.ratesValue', {
                        commission: rank.commission,
                        personal: rank.personal_level_commission,
                      })}
                    />
                  </SimpleGrid>
                  {benefits.length > 0 ? (
                    <List size="sm" spacing={2} icon={<IconGift size={14} />} center>
                      {benefits.slice(0, 3).map((benefit) => (
                        <List.Item key={benefit}>{benefit}</List.Item>
                      ))}
                    </List>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('plan.noBenefits')}
                    </Text>
                  )}
                  <LinkButton
                    to={`/plan-rewards/rewards-details/${encodeURIComponent(rank.id)}`}
                    variant="subtle"
                    size="compact-sm"
                    rightSection={<IconChevronRight size={14} />}
                    mt="auto"
                    style={{ alignSelf: 'flex-start' }}
                    aria-label={t('plan.rankDetailsOf', { name: rank.commission_name })}
                  >
                    {benefits.length > 3 ? t('plan.moreBenefits', { count: benefits.length - 3 }) : t('plan.details')}
                  </LinkButton>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function LevelSection({ data }: { data: PlanOverview }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="plan-levels">
      <Title order={2} size="h4">
        {t('plan.levels')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {data.levels.map((level) => (
          <Card key={level.id} withBorder radius="lg" padding="md" data-level={level.levelName}>
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
                  {level.levelName}
                </Title>
                {level.id === data.myLevelId ? (
                  <Badge color="teal">{t('plan.yourLevel')}</Badge>
                ) : (
                  <Badge variant="light" color="gray">
                    {t('plan.levelRank', { rank: level.rankNumber })}
                  </Badge>
                )}
              </Group>
              <LevelFacts level={level} currency={data.currency} />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function RewardSection({ data, preview }: { data: PlanOverview; preview: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="plan-rewards">
      <Title order={2} size="h4">
        {preview ? t('plan.rewardsAll') : t('plan.rewardsOpen')}
      </Title>
      {data.rewards.length === 0 ? (
        <EmptyList title={t('plan.noRewards')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {data.rewards.map((reward) => (
            <Card
              key={reward.id}
              withBorder
              radius="lg"
              padding="md"
              component={Link}
              to={
                preview
                  ? `/campaign/edit/${encodeURIComponent(reward.id)}`
                  : `/reward-details?id=${encodeURIComponent(reward.id)}`
              }
              data-reward={reward.gameTitle}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {reward.gameTitle}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('plan.rewardLine', {
                      type: reward.rewardType,
                      points: reward.pointRequired.toLocaleString(),
                      end: formatDateShort(`${reward.endDate}T00:00:00Z`, 'UTC'),
                    })}
                  </Text>
                </div>
                <IconChevronRight size={18} aria-hidden />
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
