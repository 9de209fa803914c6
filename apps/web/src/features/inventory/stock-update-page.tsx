import './inventory-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, Card, Group, Input, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { STOCK_UPDATE_TYPES, type StockUpdateInput, stockUpdateInput } from '@niaga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ErrorAlert } from '../../app/error-alert';
import { fieldError } from '../../lib/form';
import { LinkButton } from '../../ui/link-button';
import { applyNestedServerErrors, hasShownFieldErrors } from '../../ui/server-errors';
import { inventoryApi, inventoryKeys, inventoryListQuery } from './inventory.api';
import { PageHeader } from './inventory-ui';
import { StockItemRows } from './stock-item-rows';
import { storePath } from './store-link';

type Output = z.output<typeof stockUpdateInput>;
const shownField = () => true;
const schemaResolver = zodResolver(stockUpdateInput);

/** The schema checks the return reason only once everything else is valid; ask for it with the other fields. */
const resolver: Resolver<StockUpdateInput, unknown, Output> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (values.type !== 'return' || values.returnReason?.trim() || result.errors.returnReason) return result;
  return {
    values: {},
    errors: { ...result.errors, returnReason: { type: 'custom', message: 'inventory.returnReasonRequired' } },
  };
};

/** /inventory/update: spec §5 stock in, stock out or return of one or more items, all or nothing. */
export function StockUpdatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const storeId = useSearchParams()[0].get('storeId') || undefined;
  const form = useForm<StockUpdateInput, unknown, Output>({
    resolver,
    defaultValues: { storeId, reason: '', returnReason: '', items: [{ productId: '', amount: undefined as never }] },
  });
  const { errors } = form.formState;
  const type = form.watch('type');
  // The store being changed (usually already cached by the list): its name, and whether it may be changed.
  const store = useQuery({ ...inventoryListQuery({ storeId, page: 1 }), select: (data) => data.store }).data;
  const readOnly = store?.writable === false;

  const save = useMutation({
    mutationFn: inventoryApi.updateStock,
    onSuccess: async ({ message }) => {
      notifications.show({ color: 'teal', message: message || t('inventory.update.done') });
      // Every stock figure and movement list is out of date: the next screen loads them afresh.
      queryClient.removeQueries({ queryKey: inventoryKeys.all });
      await navigate(storePath('/inventory', storeId));
    },
    onError: (failure) => applyNestedServerErrors(failure, form.setError, shownField),
  });
  const reasonField = (name: 'reason' | 'returnReason', testId: string) => (
    <Textarea
      label={t(`inventory.col.${name}`)}
      required
      autosize
      minRows={2}
      {...form.register(name)}
      error={fieldError(t, errors[name])}
      data-testid={testId}
    />
  );
  const submit = form.handleSubmit((values) =>
    save.mutate({ ...values, returnReason: values.type === 'return' ? values.returnReason : undefined }),
  );

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        title={t('inventory.update.title')}
        subtitle={t('inventory.update.subtitle')}
        actions={
          store && (
            <Badge variant="light" size="lg" tt="none" data-testid="update-store">
              {t('inventory.update.store', { store: store.name })}
            </Badge>
          )
        }
      />
      <form onSubmit={submit} noValidate data-testid="stock-update-form">
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            {readOnly && store && (
              <Alert color="blue" variant="light">
                {t('inventory.store.readOnly', { store: store.name })}
              </Alert>
            )}
            {save.error && !hasShownFieldErrors(save.error, shownField) && <ErrorAlert error={save.error} />}
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <Input.Wrapper label={t('inventory.update.type')} required error={fieldError(t, errors.type)}>
                  <SegmentedControl
                    display="flex"
                    mt={4}
                    value={field.value ?? ''}
                    onChange={(value) => field.onChange(value)}
                    data={STOCK_UPDATE_TYPES.map((value) => ({ value, label: t(`inventory.type.${value}`) }))}
                    color={field.value === 'out' ? 'orange' : undefined}
                    data-testid="stock-type"
                  />
                </Input.Wrapper>
              )}
            />
            {reasonField('reason', 'stock-reason')}
            {type === 'return' && reasonField('returnReason', 'stock-return-reason')}
            <StockItemRows form={form} storeId={storeId} />
            <Group justify="flex-end">
              <LinkButton to={storePath('/inventory', storeId)} variant="default">
                {t('common.cancel')}
              </LinkButton>
              <Button type="submit" loading={save.isPending} disabled={readOnly} data-testid="stock-save">
                {t('inventory.update.submit')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </form>
    </Stack>
  );
}
