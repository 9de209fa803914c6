import './vouchers-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type VoucherInput, type VoucherView, voucherInput } from '@niaga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { useCurrentUser } from '../../app/current-user';
import { ErrorAlert } from '../../app/error-alert';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { applyNestedServerErrors, hasShownFieldErrors } from '../../ui/server-errors';
import { VoucherFields } from './voucher-fields';
import { PageHeading } from './voucher-ui';
import { voucherApi, voucherKeys, voucherQuery } from './vouchers.api';

const FIELDS = Object.keys(voucherInput.shape);
const shown = (key: string) => FIELDS.includes(key);

const day = (offset: number) => {
  const date = new Date(Date.now() + offset * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

const blank = (): VoucherInput => ({
  voucherName: '',
  voucherCode: '',
  voucherType: 'percentage',
  voucherDisc: undefined as unknown as number,
  voucherMinPurchase: 0,
  voucherQuota: 100,
  voucherUsgLimit: 1,
  voucherStartDate: day(0),
  voucherStopDate: day(30),
  freeShipping: false,
  firstOrder: false,
  package: null,
});

function toInput(voucher: VoucherView): VoucherInput {
  const { packageName: _name, status: _status, usageCount: _used, totalUsableLimit: _limit, ...input } = voucher;
  return input;
}

/** /voucher/new and /voucher/edit/:id. */
export function VoucherFormPage() {
  const { id } = useParams();
  const existing = useQuery({ ...voucherQuery(id ?? ''), enabled: !!id });
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={860}>
      <PageHeading title={id ? t('vouchers.form.edit') : t('vouchers.form.new')} />
      {!id ? (
        <VoucherForm />
      ) : existing.isPending ? (
        <SkeletonBlock rows={8} />
      ) : existing.error ? (
        <ErrorState message={existing.error.message} onRetry={() => void existing.refetch()} />
      ) : (
        <VoucherForm voucher={existing.data} />
      )}
    </Stack>
  );
}

function VoucherForm({ voucher }: { voucher?: VoucherView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const currencyLabel = useCurrentUser()?.company.currency === 'IDR' ? 'Rp' : 'RM';
  const form = useForm<VoucherInput, unknown, z.output<typeof voucherInput>>({
    resolver: zodResolver(voucherInput),
    defaultValues: voucher ? toInput(voucher) : blank(),
  });
  useEffect(() => {
    if (voucher) form.reset(toInput(voucher));
  }, [voucher, form]);

  const save = useMutation({
    mutationFn: (values: z.output<typeof voucherInput>) => voucherApi.save({ ...values, id: voucher?.id }),
    onSuccess: async ({ data, message }) => {
      await queryClient.invalidateQueries({ queryKey: voucherKeys.all });
      notifications.show({ color: 'teal', message });
      navigate(`/voucher?tab=${data.status}`);
    },
    onError: (failure) => applyNestedServerErrors(failure, form.setError, shown),
  });

  return (
    <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate data-testid="voucher-form">
        <Stack gap="md">
          {save.error && !hasShownFieldErrors(save.error, shown) && <ErrorAlert error={save.error} />}
          {voucher && (
            <Text size="sm" c="dimmed" data-testid="voucher-usage">
              {t('vouchers.usedSoFar', { used: voucher.usageCount, total: voucher.totalUsableLimit })}
            </Text>
          )}
          <VoucherFields
            form={form}
            currencyLabel={currencyLabel}
            currentPackage={voucher?.package ? { id: voucher.package, name: voucher.packageName ?? '' } : null}
          />
          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/voucher">
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="voucher-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
