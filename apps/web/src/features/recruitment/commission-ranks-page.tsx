import './recruitment-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { commissionRanksRequest } from '@niaga/shared';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentUserQuery } from '../../app/current-user';
import { ErrorAlert } from '../../app/error-alert';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { PageHeader } from '../../ui/page-header';
import { applyNestedServerErrors, hasShownFieldErrors } from '../../ui/server-errors';
import { companyFeaturesQuery } from '../couriers';
import { RankCard } from './commission-rank-card';
import { blankRank, type RankFormInput, type RankFormOutput, shownField, toInput } from './commission-rank-form';
import { commissionRanksQuery, recruitmentApi, recruitmentKeys } from './recruitment.api';

/** Company › Commission ranks: the whole list is edited here and saved at once. */
export function CommissionRanksPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: user } = useQuery(currentUserQuery());
  const currencyLabel = user?.company.currency === 'IDR' ? 'Rp' : 'RM';
  const rankList = useQuery(commissionRanksQuery());
  // The thresholds count what the company's MOQ setting names: units, or money.
  const features = useQuery(companyFeaturesQuery());
  const basis = features.data?.moq;
  const ranks = basis ? rankList.data : undefined;
  const isPending = rankList.isPending || features.isPending;
  const error = rankList.error ?? features.error;
  const refetch = () => Promise.all([rankList.refetch(), features.refetch()]);
  const form = useForm<RankFormInput, unknown, RankFormOutput>({
    resolver: zodResolver(commissionRanksRequest),
    defaultValues: { ranks: [] },
  });
  const rows = useFieldArray({ control: form.control, name: 'ranks', keyName: '_key' });

  useEffect(() => {
    if (ranks) form.reset({ ranks: ranks.map(toInput) });
  }, [ranks, form]);

  const save = useMutation({
    mutationFn: recruitmentApi.saveRanks,
    onSuccess: ({ data, message }) => {
      queryClient.setQueryData(recruitmentKeys.ranks(), data);
      notifications.show({ color: 'teal', message: message || t('recruitment.ranks.saved') });
    },
    onError: (failure) => applyNestedServerErrors(failure, form.setError, shownField),
  });
  const listError = form.formState.errors.ranks?.root?.message ?? form.formState.errors.ranks?.message;

  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate data-testid="ranks-form">
      <Stack gap="lg" maw={1000}>
        <PageHeader
          title={t('recruitment.ranks.title')}
          subtitle={t('recruitment.ranks.subtitle')}
          actions={
            <>
              <Button
                variant="default"
                leftSection={<IconPlus size={18} />}
                onClick={() => rows.append(blankRank())}
                disabled={!ranks}
                data-testid="rank-add"
              >
                {t('recruitment.ranks.add')}
              </Button>
              <Button type="submit" loading={save.isPending} disabled={!ranks} data-testid="ranks-save">
                {t('recruitment.ranks.saveAll')}
              </Button>
            </>
          }
        />
        {save.error && !hasShownFieldErrors(save.error, shownField) && <ErrorAlert error={save.error} />}
        {save.error && hasShownFieldErrors(save.error, shownField) && (
          <Alert color="red" role="alert" variant="light">
            {t('recruitment.ranks.fixErrors')}
          </Alert>
        )}
        {listError && (
          <Alert color="red" role="alert">
            {t(listError)}
          </Alert>
        )}
        {isPending && (
          <Card withBorder radius="lg">
            <SkeletonBlock rows={5} />
          </Card>
        )}
        {error && <ErrorState message={error.message} onRetry={() => void refetch()} />}
        {ranks && rows.fields.length === 0 && (
          <Card withBorder radius="lg">
            <EmptyList
              title={t('recruitment.ranks.empty')}
              description={t('recruitment.ranks.emptyHint')}
              action={
                <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => rows.append(blankRank())}>
                  {t('recruitment.ranks.add')}
                </Button>
              }
            />
          </Card>
        )}
        {basis && (
          <Text size="sm" c="dimmed" data-testid="rank-basis">
            {basis === 'unit'
              ? t('recruitment.ranks.basisUnit')
              : t('recruitment.ranks.basisAmount', { currency: currencyLabel })}
          </Text>
        )}
        {rows.fields.map((row, index) => (
          <RankCard
            key={row._key}
            form={form}
            index={index}
            count={rows.fields.length}
            currencyLabel={currencyLabel}
            thresholdKind={basis === 'unit' ? 'units' : 'money'}
            onMove={(step) => rows.swap(index, index + step)}
            onRemove={() => rows.remove(index)}
          />
        ))}
        {rows.fields.length > 0 && (
          <Group justify="space-between">
            <Button variant="subtle" leftSection={<IconPlus size={16} />} onClick={() => rows.append(blankRank())}>
              {t('recruitment.ranks.add')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('recruitment.ranks.saveAll')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
