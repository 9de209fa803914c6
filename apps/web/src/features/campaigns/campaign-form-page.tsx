import './campaigns-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CampaignInput, type CampaignView, calendarDay, campaignInput } from '@niaga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { PageHeader } from '../../ui/page-header';
import { RecordFormCard, RecordFormPage } from '../../ui/record-form';
import { applyNestedServerErrors, hasShownFieldErrors } from '../../ui/server-errors';
import { CampaignFields } from './campaign-fields';
import { campaignApi, campaignKeys, campaignQuery } from './campaigns.api';

const FIELDS = [
  'gameTitle',
  'gameDesc',
  'gameTnc',
  'rewardType',
  'pointRequired',
  'startDate',
  'endDate',
  'image1',
  'maxRedeem',
  'levelIds',
];
const shown = (key: string) => FIELDS.includes(key);

const blank = (): CampaignInput => ({
  gameTitle: '',
  gameDesc: '',
  gameTnc: '',
  rewardType: '',
  pointRequired: undefined as unknown as number,
  startDate: calendarDay(0),
  endDate: calendarDay(30),
  image1: null,
  maxRedeem: 100,
  levelIds: [],
});

const toInput = (campaign: CampaignView): CampaignInput => ({
  gameTitle: campaign.gameTitle,
  gameDesc: campaign.gameDesc,
  gameTnc: campaign.gameTnc,
  rewardType: campaign.rewardType,
  pointRequired: campaign.pointRequired,
  startDate: campaign.startDate,
  endDate: campaign.endDate,
  image1: campaign.image1,
  maxRedeem: campaign.maxRedeem,
  levelIds: campaign.levelIds,
});

/** /campaign/new and /campaign/edit/:id. */
export function CampaignFormPage() {
  const { id } = useParams();
  const existing = useQuery({ ...campaignQuery(id ?? ''), enabled: !!id });
  const { t } = useTranslation();
  return (
    <RecordFormPage
      header={
        <PageHeader
          title={id ? t('campaigns.menu.edit') : t('campaigns.menu.new')}
          back={{ to: '/campaign', label: t('campaigns.back') }}
        />
      }
      record={id ? existing : undefined}
    >
      {(campaign) => <CampaignForm campaign={campaign} />}
    </RecordFormPage>
  );
}

function CampaignForm({ campaign }: { campaign?: CampaignView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<CampaignInput, unknown, z.output<typeof campaignInput>>({
    resolver: zodResolver(campaignInput),
    defaultValues: campaign ? toInput(campaign) : blank(),
  });
  useEffect(() => {
    if (campaign) form.reset(toInput(campaign));
  }, [campaign, form]);

  const save = useMutation({
    mutationFn: (values: z.output<typeof campaignInput>) => campaignApi.save(values, campaign?.id),
    onSuccess: async ({ data, message }) => {
      await queryClient.invalidateQueries({ queryKey: campaignKeys.all });
      notifications.show({ color: 'teal', message });
      navigate(`/campaign?tab=${data.status}`);
    },
    onError: (failure) => applyNestedServerErrors(failure, form.setError, shown),
  });

  return (
    <RecordFormCard
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      testId="campaign"
      cancelTo="/campaign"
      saving={save.isPending}
      error={!hasShownFieldErrors(save.error, shown) && save.error}
    >
      {campaign && (
        <Text size="sm" c="dimmed" data-testid="campaign-slots">
          {t('campaigns.redeemedSoFar', { used: campaign.redeemedCount, total: campaign.maxRedeem })}
        </Text>
      )}
      <CampaignFields form={form} />
    </RecordFormCard>
  );
}
