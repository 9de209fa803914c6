import './plan-rewards-texts';
import { Badge, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { PlanRankDetail } from '@niaga/shared';
import { IconAward, IconGift } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Info } from '../../ui/info';
import { PageHeader } from '../../ui/page-header';
import { useMonthLabel } from '../commission';
import { planRankQuery } from './plan-rewards.api';
import { benefitsOf, LoadState, PreviewNotice, TargetRow, useRankFigure } from './plan-ui';

/**
 * /plan-rewards/rewards-details/:id: one commission rank in full (the plan's "reward" is what a rank brings: its
 * commission rates and benefits), with the agent's progress towards it this month.
 */
export function RankDetailsPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const rank = useQuery(planRankQuery(id));
  const back = { to: '/plan-rewards', label: t('plan.title') };
  if (rank.isPending || rank.isError)
    return <LoadState header={<PageHeader title={t('plan.rankTitle')} back={back} />} query={rank} />;
  return <RankDetails data={rank.data} back={back} />;
}

function RankDetails({ data, back }: { data: PlanRankDetail; back: { to: string; label: string } }) {
  const { t } = useTranslation();
  const figure = useRankFigure(data.currency, data.rankBasis);
  const monthLabel = useMonthLabel();
  const { rank } = data;
  const benefits = benefitsOf(rank);
  const thresholds = [
    { key: 'personalSales', label: t('plan.personalSales'), need: rank.personal_sales },
    { key: 'totalPersonalGroupSales', label: t('plan.groupSales'), need: rank.total_personal_group_sales },
    { key: 'sideGroupSales', label: t('plan.sideGroupSales'), need: rank.side_group_sales },
  ] as const;
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title={rank.commission_name}
        subtitle={t('plan.rankOf', { position: data.position, count: data.rankCount })}
        back={back}
      />
      {data.held === null && <PreviewNotice />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="lg" padding="lg" data-testid="rank-targets">
          <Stack gap="md">
            <Group justify="space-between" wrap="nowrap">
              <Title order={2} size="h4">
                {t('plan.targetsThisMonth', { month: monthLabel(data.month) })}
              </Title>
              {data.held !== null && (
                <Badge color={data.held ? 'teal' : 'gray'} variant="light" data-testid="rank-held">
                  {data.held ? t('plan.held') : t('plan.notHeld')}
                </Badge>
              )}
            </Group>
            {thresholds.map((threshold) => (
              <TargetRow
                key={threshold.key}
                label={threshold.label}
                have={data.progress?.find((row) => row.key === threshold.key)?.have ?? null}
                need={threshold.need}
                format={figure}
                testId={`rank-target-${threshold.key}`}
              />
            ))}
            <Text size="xs" c="dimmed">
              {t('plan.allThree')}
            </Text>
          </Stack>
        </Card>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Group gap="xs">
              <ThemeIcon variant="light" color="grape" radius="xl">
                <IconAward size={18} />
              </ThemeIcon>
              <Title order={2} size="h4">
                {t('plan.rates')}
              </Title>
            </Group>
            <SimpleGrid cols={2} spacing="sm">
              <Info label={t('plan.performance')} value={`${rank.commission}%`} />
              <Info label={t('plan.personalLevel')} value={`${rank.personal_level_commission}%`} />
              <Info label={t('plan.leadership')} value={rank.is_leadership ? t('plan.yes') : t('plan.no')} />
            </SimpleGrid>
          </Stack>
        </Card>
      </SimpleGrid>
      <Card withBorder radius="lg" padding="lg" data-testid="rank-benefits">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('plan.benefits')}
          </Title>
          {benefits.length === 0 ? (
            <Text c="dimmed">{t('plan.noBenefits')}</Text>
          ) : (
            <List spacing="xs" icon={<IconGift size={16} />} center>
              {benefits.map((benefit) => (
                <List.Item key={benefit}>
                  <Text style={{ overflowWrap: 'anywhere' }}>{benefit}</Text>
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
