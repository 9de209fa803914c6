import './manage-orders-texts';
import { Anchor, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { pickupInput } from '@niaga/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DateTimeField } from '../../app/date-field';
import { ErrorAlert } from '../../app/error-alert';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { isApiError } from '../../lib/api-error';
import { useDateFormat } from '../../ui/date-format';
import { LinkButton } from '../../ui/link-button';
import { localNow, zonedIso } from '../../ui/zoned-time';
import { branchesQuery } from '../couriers';
import { detailsPath, type ManageOrderView, manageApi, manageOrderQuery } from './manage-orders.api';
import { refreshManaged } from './refresh-managed';

const DEFAULT_ZONE = 'Asia/Kuala_Lumpur';

function PickupForm({ order }: { order: ManageOrderView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const timeZone = useDateFormat().timeZone ?? DEFAULT_ZONE;
  const branches = useQuery(branchesQuery());
  // The order keeps the pickup place as text ("name, address"): the branch it starts with is the current one.
  const isCurrent = (name: string) =>
    order.pickupLocation === name || Boolean(order.pickupLocation?.startsWith(`${name}, `));
  const current =
    (branches.data ?? []).filter((branch) => isCurrent(branch.name)).sort((a, b) => b.name.length - a.name.length)[0]
      ?.id ?? null;
  const options = (branches.data ?? [])
    .filter((branch) => branch.selfPickup || branch.id === current)
    .map((branch) => ({ value: branch.id, label: branch.name }));
  const [branchId, setBranchId] = useState<string | null>(null);
  const [local, setLocal] = useState(order.pickupTime ? localNow(timeZone, new Date(order.pickupTime)) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const chosenBranch = branchId ?? current;
  const save = useMutation({
    mutationFn: (body: { pickupBranchId: string; pickupTime: string }) => manageApi.pickup(order.id, body),
    onSuccess: async (answer) => {
      await refreshManaged(queryClient, answer.data);
      notifications.show({ color: 'teal', message: answer.message || t('manageOrders.pickup.saved') });
      navigate(detailsPath(order.id));
    },
    onError: (error) => {
      if (isApiError(error)) setErrors(error.fieldErrors);
    },
  });
  const submit = () => {
    const body = { pickupBranchId: chosenBranch ?? '', pickupTime: zonedIso(local, timeZone) ?? '' };
    const parsed = pickupInput.safeParse(body);
    const found: Record<string, string> = {};
    if (!body.pickupBranchId) found.pickupBranchId = t('orders.checkout.chooseBranch');
    if (!body.pickupTime) found.pickupTime = t('orders.checkout.choosePickupTime');
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= t(issue.message);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(body);
  };
  const besideField = isApiError(save.error) && Object.keys(save.error.fieldErrors).length > 0;
  return (
    <Card withBorder radius="lg" padding="lg" maw={560}>
      <Stack gap="md">
        <Select
          label={t('orders.checkout.branch')}
          data={options}
          value={chosenBranch}
          onChange={setBranchId}
          error={errors.pickupBranchId ?? branches.error?.message}
          placeholder={t('manageOrders.pickup.chooseBranch')}
          allowDeselect={false}
          required
          data-testid="pickup-branch"
        />
        <DateTimeField
          label={t('orders.checkout.pickupTime')}
          description={t('orders.checkout.pickupTimeHint')}
          value={local}
          onChange={(next) => setLocal(next ?? '')}
          error={errors.pickupTime}
          required
          data-testid="pickup-time-input"
        />
        {!besideField && <ErrorAlert error={save.error} />}
        <Group justify="flex-end">
          <LinkButton variant="default" to={detailsPath(order.id)}>
            {t('common.cancel')}
          </LinkButton>
          <Button onClick={submit} loading={save.isPending} data-testid="pickup-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /manage-orders/update-pickup?id=…: the branch and time a self-pickup order is collected. */
export function UpdatePickupPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const result = useQuery(manageOrderQuery(id));
  return (
    <Stack gap="md">
      <Anchor component={Link} to={id ? detailsPath(id) : '/manage-orders'} size="sm">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('manageOrders.pickup.back')}
      </Anchor>
      <div>
        <Title order={1} size="h2">
          {t('manageOrders.pickupTitle')}
        </Title>
        {result.data && (
          <Text size="sm" c="dimmed" ff="monospace">
            {result.data.referenceNo}
          </Text>
        )}
      </div>
      {!id && <ErrorState message={t('manageOrders.detail.noId')} />}
      {id && result.isPending && <SkeletonBlock rows={4} />}
      {result.isError && <ErrorState message={result.error.message} onRetry={() => void result.refetch()} />}
      {result.data && result.data.delivery !== 'pickup' && <ErrorState message={t('manageOrders.pickup.notPickup')} />}
      {result.data?.delivery === 'pickup' && <PickupForm order={result.data} />}
    </Stack>
  );
}
