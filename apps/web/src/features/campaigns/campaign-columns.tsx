import './campaigns-texts';
import { ActionIcon, Group, SimpleGrid, Text, Tooltip } from '@mantine/core';
import type { CampaignView } from '@niaga/shared';
import { IconEdit, IconReceipt, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconAction } from '../../ui/icon-action';
import { actionsColumn, type ListColumn } from '../../ui/list-page/data-table';
import { TwoLines } from '../../ui/list-page/two-lines';
import { Mini } from '../../ui/mini-info';
import { Banner, CampaignStatusBadge, period, useLevelsLabel } from './campaign-ui';

type ActionProps = { canEdit: boolean; onDelete: (campaign: CampaignView) => void };

const redemptionsPath = (campaignId: string) => `/campaign/redeem-history?campaignId=${encodeURIComponent(campaignId)}`;
const slots = (campaign: CampaignView) => `${campaign.redeemedCount} / ${campaign.maxRedeem}`;

function Actions({ campaign, canEdit, onDelete }: { campaign: CampaignView } & ActionProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('campaigns.redemptions')}>
        <ActionIcon
          variant="subtle"
          component={Link}
          to={redemptionsPath(campaign.id)}
          aria-label={t('campaigns.redemptions')}
        >
          <IconReceipt size={18} />
        </ActionIcon>
      </Tooltip>
      {canEdit && (
        <>
          <Tooltip label={t('campaigns.edit')}>
            <ActionIcon
              variant="subtle"
              component={Link}
              to={`/campaign/edit/${encodeURIComponent(campaign.id)}`}
              aria-label={t('campaigns.edit')}
              data-testid="campaign-edit"
            >
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
          <IconAction
            label={t('campaigns.delete')}
            variant="subtle"
            color="red"
            onClick={() => onDelete(campaign)}
            data-testid="campaign-delete"
            icon={<IconTrash size={18} />}
          />
        </>
      )}
    </Group>
  );
}

/** The campaign table's columns (desktop). */
export function useCampaignColumns(actions: ActionProps): ListColumn<CampaignView>[] {
  const { t } = useTranslation();
  const levels = useLevelsLabel();
  return [
    {
      accessor: 'image1',
      title: t('campaigns.col.banner'),
      render: (campaign) => <Banner url={campaign.image1} title={campaign.gameTitle} />,
    },
    {
      accessor: 'gameTitle',
      title: t('campaigns.col.campaign'),
      render: (campaign) => <TwoLines main={campaign.gameTitle} sub={campaign.rewardType} />,
    },
    { accessor: 'period', title: t('campaigns.col.period'), render: period, cellStyle: { whiteSpace: 'nowrap' } },
    { accessor: 'pointRequired', title: t('campaigns.col.points'), textAlign: 'right', col: 'points' },
    { accessor: 'slots', title: t('campaigns.col.redeemed'), textAlign: 'right', render: slots, col: 'slots' },
    { accessor: 'levels', title: t('campaigns.col.levels'), render: levels },
    {
      accessor: 'status',
      title: t('campaigns.col.status'),
      render: (campaign) => <CampaignStatusBadge status={campaign.status} size="sm" />,
    },
    actionsColumn(t('common.actions'), (campaign) => <Actions campaign={campaign} {...actions} />),
  ];
}

/** One campaign on a phone. */
export function CampaignCard({ campaign, ...actions }: { campaign: CampaignView } & ActionProps) {
  const { t } = useTranslation();
  const levels = useLevelsLabel();
  return (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Banner url={campaign.image1} title={campaign.gameTitle} width={80} />
          <TwoLines main={campaign.gameTitle} sub={campaign.rewardType} />
        </Group>
        <CampaignStatusBadge status={campaign.status} size="sm" />
      </Group>
      <Text size="sm">
        {t('campaigns.col.period')}: {period(campaign)}
      </Text>
      <SimpleGrid cols={2} spacing={6}>
        <Mini label={t('campaigns.col.points')} value={String(campaign.pointRequired)} />
        <Mini label={t('campaigns.col.redeemed')} value={slots(campaign)} />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('campaigns.col.levels')}: {levels(campaign)}
      </Text>
      <Actions campaign={campaign} {...actions} />
    </>
  );
}
