import './vouchers-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { calendarDay, type VoucherInput, type VoucherView, voucherInput } from '@niaga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { useCurrentUser } from '../../app/current-user';
import { PageHeader } from '../../ui/page-header';
import { RecordFormCard, RecordFormPage } from '../../ui/record-form';
import { applyNestedServerErrors, hasShownFieldErrors } from '../../ui/server-errors';
import { VoucherFields } from './voucher-fields';
import { voucherApi, voucherKeys, voucherQuery } from './vouchers.api';

const FIELDS = Object.keys(voucherInput.shape);
const shown = (key: string) => FIELDS.includes(key);

const blank = (): VoucherInput => ({
  voucherName: '',
  voucherCode: '',
  voucherType: 'percentage',
  voucherDisc: undefined as unknown as number,
  voucherMinPurchase: 0,
  voucherQuota: 100,
  voucherUsgLimit: 1,
  voucherStartDate: calendarDay(0),
  voucherStopDate: calendarDay(30),
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
    <RecordFormPage
      header={
        <PageHeader
          title={id ? t('vouchers.form.edit') : t('vouchers.form.new')}
          back={{ to: '/voucher', label: t('vouchers.back') }}
        />
      }
      record={id ? existing : undefined}
    >
      {(voucher) => <VoucherForm voucher={voucher} />}
    </RecordFormPage>
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
    <RecordFormCard
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      testId="voucher"
      cancelTo="/voucher"
      saving={save.isPending}
      error={!hasShownFieldErrors(save.error, shown) && save.error}
    >
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
    </RecordFormCard>
  );
}
