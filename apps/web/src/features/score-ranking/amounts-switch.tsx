import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { companyFeaturesQuery, courierKeys, couriersApi } from '../couriers';

/** HQ's company feature "showAmountSnR": whether agents see other agents' amounts, or positions only. */
export function AmountsSwitch() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const features = useQuery(companyFeaturesQuery());
  const store = useMutation({
    mutationFn: couriersApi.saveFeatures,
    onSuccess: async ({ data, message }) => {
      queryClient.setQueryData(courierKeys.features(), data);
      notifications.show({ color: 'teal', message });
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });
  return (
    <Switch
      label={t('scoreRanking.showAmounts')}
      description={t('scoreRanking.showAmountsHint')}
      checked={features.data?.showAmountSnR ?? true}
      disabled={!features.data || store.isPending}
      onChange={(event) => store.mutate({ showAmountSnR: event.currentTarget.checked })}
      data-testid="show-amounts"
    />
  );
}
