import './rewards-texts';
import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CampaignView } from '@niaga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../app/error-alert';
import { redeemCampaign, rewardKeys } from './rewards.api';

/**
 * Redeem with a confirmation. When the campaign says it cannot be redeemed, its reason is shown instead; a refusal
 * the API gives at the last moment (another device spent the points, the last slot went) stays in the dialog.
 */
export function RedeemButton({ campaign, balance }: { campaign: CampaignView; balance: number | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const redeem = useMutation({
    mutationFn: () => redeemCampaign(queryClient, campaign.id),
    onSuccess: ({ message }) => {
      setOpened(false);
      notifications.show({ color: 'teal', message: message || t('rewards.redeemedDone') });
    },
  });
  const close = () => {
    // After a refusal the page reloads what changed (the balance, the slots) and says why it cannot be redeemed.
    if (redeem.isError) void queryClient.invalidateQueries({ queryKey: rewardKeys.all });
    redeem.reset();
    setOpened(false);
  };

  if (redeem.isSuccess && !opened)
    return (
      <Alert color="teal" variant="light" title={t('rewards.redeemedDone')} data-testid="redeem-done">
        <Text size="sm">
          {t('rewards.redeemedDoneHint')}{' '}
          <Anchor component={Link} to="/redeemed-rewards" size="sm">
            {t('rewards.redeemed')}
          </Anchor>
        </Text>
      </Alert>
    );
  if (!campaign.canRedeem)
    return (
      <Alert color="orange" variant="light" title={t('rewards.cannotRedeem')} data-testid="redeem-unavailable">
        {campaign.unavailableMessage}
      </Alert>
    );
  return (
    <>
      <Button size="md" onClick={() => setOpened(true)} data-testid="redeem">
        {t('rewards.redeemFor', { points: campaign.pointRequired })}
      </Button>
      <Modal opened={opened} onClose={close} title={t('rewards.confirmTitle')} centered>
        <Stack gap="md" data-testid="redeem-confirm">
          <Text>{t('rewards.confirmMessage', { title: campaign.gameTitle, points: campaign.pointRequired })}</Text>
          {balance !== undefined && (
            <Text size="sm" c="dimmed">
              {t('rewards.confirmBalance', { before: balance, after: Math.max(0, balance - campaign.pointRequired) })}
            </Text>
          )}
          <ErrorAlert error={redeem.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => redeem.mutate()} loading={redeem.isPending} data-testid="redeem-confirm-button">
              {t('rewards.redeem')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
