import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { COMMISSION_TYPES, type CommissionPlanOverview } from '@niaga/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../app/error-alert';
import { NumericField } from '../../ui/numeric-field';
import { planApi, planKeys } from './commission-plan.api';
import { blankRank, type DraftValues, futureMonths, toPlan, toValues } from './plan-draft-form';
import { useMonthName } from './plan-format';

/**
 * The draft: ranks, levels' commission terms and the switches, saved as the company's one draft (nothing live
 * changes), then published from a future month. Without a draft the form starts from the version in force.
 */
export function PlanDraftEditor({ overview }: { overview: CommissionPlanOverview }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const base = overview.draft ?? overview.inForce;
  const form = useForm<DraftValues>({ defaultValues: toValues(base) });
  useEffect(() => form.reset(toValues(base)), [base, form]);
  const ranks = useFieldArray({ control: form.control, name: 'ranks' });
  const basis = form.watch('switches.rankBasis');
  const refresh = () => queryClient.invalidateQueries({ queryKey: planKeys.all });
  const done = ({ message }: { message: string }) => {
    notifications.show({ color: 'teal', message });
    return refresh();
  };
  const save = useMutation({
    mutationFn: (values: DraftValues) => planApi.saveDraft(toPlan(values, base.plan), values.note || undefined),
    onSuccess: done,
  });
  const discard = useMutation({ mutationFn: planApi.deleteDraft, onSuccess: done });
  const monthName = useMonthName();
  const months = futureMonths(overview.currentMonth);
  const [effective, setEffective] = useState<string>(months[0] ?? '');
  const publish = useMutation({ mutationFn: () => planApi.publish(effective), onSuccess: done });
  const threshold = basis === 'unit' ? 'units' : 'money';

  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate data-testid="plan-draft">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <div>
            <Title order={2} size="h4">
              {overview.draft
                ? t('commissionPlan.draftTitle', { number: overview.draft.number })
                : t('commissionPlan.newDraftTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('commissionPlan.draftHint')}
            </Text>
          </div>
          <Group gap="xs">
            {overview.draft && (
              <Button
                variant="default"
                color="red"
                onClick={() => discard.mutate()}
                loading={discard.isPending}
                data-testid="draft-delete"
              >
                {t('commissionPlan.deleteDraft')}
              </Button>
            )}
            <Button type="submit" loading={save.isPending} data-testid="draft-save">
              {t('commissionPlan.saveDraft')}
            </Button>
          </Group>
        </Group>
        <ErrorAlert error={save.error ?? discard.error} />

        <Card withBorder padding="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600}>{t('commissionPlan.ranks')}</Text>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} />}
                onClick={() => ranks.append(blankRank())}
              >
                {t('commissionPlan.addRank')}
              </Button>
            </Group>
            {ranks.fields.map((rank, index) => (
              <Card key={rank.id} withBorder padding="sm" data-testid={`draft-rank-${index}`}>
                <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
                  <TextInput label={t('commissionPlan.rankName')} {...form.register(`ranks.${index}.name`)} />
                  <NumericField
                    control={form.control}
                    name={`ranks.${index}.personalSales`}
                    kind={threshold}
                    label={t('commissionPlan.field.personalSales')}
                  />
                  <NumericField
                    control={form.control}
                    name={`ranks.${index}.totalPersonalGroupSales`}
                    kind={threshold}
                    label={t('commissionPlan.field.totalPersonalGroupSales')}
                  />
                  <NumericField
                    control={form.control}
                    name={`ranks.${index}.sideGroupSales`}
                    kind={threshold}
                    label={t('commissionPlan.field.sideGroupSales')}
                  />
                  <NumericField
                    control={form.control}
                    name={`ranks.${index}.commission`}
                    kind="percent"
                    label={t('commissionPlan.field.commissionBasisPoints')}
                  />
                  <NumericField
                    control={form.control}
                    name={`ranks.${index}.personalLevel`}
                    kind="percent"
                    label={t('commissionPlan.field.personalLevelBasisPoints')}
                  />
                  <Checkbox
                    mt={{ md: 30 }}
                    label={t('commissionPlan.field.isLeadership')}
                    {...form.register(`ranks.${index}.isLeadership`)}
                  />
                  <Group justify="flex-end" align="end">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('commissionPlan.removeRank')}
                      onClick={() => ranks.remove(index)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                </SimpleGrid>
              </Card>
            ))}
          </Stack>
        </Card>

        <Card withBorder padding="md">
          <Stack gap="sm">
            <Text fw={600}>{t('commissionPlan.levels')}</Text>
            {form.getValues('levels').map((level, index) => (
              <SimpleGrid
                key={level.id}
                cols={{ base: 1, xs: 2, md: 4 }}
                spacing="xs"
                data-testid={`draft-level-${index}`}
              >
                <Text fw={600} mt={{ md: 30 }}>
                  {level.name}
                </Text>
                <NumericField
                  control={form.control}
                  name={`levels.${index}.helper`}
                  kind="percent"
                  label={t('commissionPlan.field.helperBasisPoints')}
                />
                <NumericField
                  control={form.control}
                  name={`levels.${index}.recruitComm`}
                  kind="money"
                  label={t('commissionPlan.field.recruitComm')}
                />
                <NumericField
                  control={form.control}
                  name={`levels.${index}.leadership`}
                  kind="percent"
                  label={t('commissionPlan.field.leadershipBasisPoints')}
                />
              </SimpleGrid>
            ))}
          </Stack>
        </Card>

        <Card withBorder padding="md">
          <Stack gap="sm">
            <Text fw={600}>{t('commissionPlan.switches')}</Text>
            <Controller
              control={form.control}
              name="switches.rankBasis"
              render={({ field }) => (
                <Stack gap={4}>
                  <Text size="sm">{t('commissionPlan.field.rankBasis')}</Text>
                  <SegmentedControl
                    value={field.value}
                    onChange={field.onChange}
                    data={[
                      { value: 'unit', label: t('commissionPlan.basis.unit') },
                      { value: 'amount', label: t('commissionPlan.basis.amount') },
                    ]}
                    w={{ base: '100%', sm: 320 }}
                  />
                </Stack>
              )}
            />
            <Controller
              control={form.control}
              name="switches.zeroriseOverriding"
              render={({ field }) => (
                <Switch
                  label={t('payouts.settings.zeroriseOverriding')}
                  description={t('payouts.settings.zeroriseOverridingHint')}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="switches.commissionOff"
              render={({ field }) => (
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
                  {COMMISSION_TYPES.map((type) => (
                    <Switch
                      key={type}
                      label={t(`payouts.type.${type}`)}
                      checked={!field.value.includes(type)}
                      onChange={(event) =>
                        field.onChange(
                          event.currentTarget.checked
                            ? field.value.filter((each) => each !== type)
                            : COMMISSION_TYPES.filter((each) => each === type || field.value.includes(each)),
                        )
                      }
                    />
                  ))}
                </SimpleGrid>
              )}
            />
            <Text size="xs" c="dimmed">
              {t('commissionPlan.productsNote', { count: base.plan.products.length })}
            </Text>
          </Stack>
        </Card>
        <TextInput label={t('commissionPlan.note')} maxLength={300} {...form.register('note')} />

        {overview.draft && (
          <Card withBorder padding="md" data-testid="plan-publish">
            <Stack gap="xs">
              <Text fw={600}>{t('commissionPlan.publishTitle')}</Text>
              <Text size="sm" c="dimmed">
                {t('commissionPlan.publishHint')}
              </Text>
              <Group align="end" gap="sm">
                <Select
                  label={t('commissionPlan.effectiveMonth')}
                  data={months.map((month) => ({ value: month, label: monthName(month) }))}
                  value={effective}
                  onChange={(value) => setEffective(value ?? months[0] ?? '')}
                  allowDeselect={false}
                  w={{ base: '100%', sm: 240 }}
                  data-testid="publish-month"
                />
                <Button
                  onClick={() => publish.mutate()}
                  loading={publish.isPending}
                  disabled={form.formState.isDirty}
                  data-testid="draft-publish"
                >
                  {t('commissionPlan.publish')}
                </Button>
              </Group>
              {form.formState.isDirty && (
                <Text size="sm" c="orange">
                  {t('commissionPlan.saveFirst')}
                </Text>
              )}
              <ErrorAlert error={publish.error} />
            </Stack>
          </Card>
        )}
      </Stack>
    </form>
  );
}
