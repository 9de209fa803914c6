import './recruitment-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Collapse,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type CommissionRank, commissionRanksRequest } from '@niaga/shared';
import { IconArrowDown, IconArrowUp, IconChevronDown, IconChevronUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, type UseFormReturn, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { currentUserQuery } from '../../app/current-user';
import { ErrorAlert } from '../../app/error-alert';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { fieldError } from '../../lib/form';
import { NumericField } from '../../ui/numeric-field';
import { applyNestedServerErrors, hasShownFieldErrors } from '../../ui/server-errors';
import { commissionRanksQuery, recruitmentApi, recruitmentKeys } from './recruitment.api';

type Input = z.input<typeof commissionRanksRequest>;
type Output = z.output<typeof commissionRanksRequest>;
type RankInput = Input['ranks'][number];
const BENEFITS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
const shownField = (key: string) => key.startsWith('ranks.');

const blankRank = (): RankInput => ({
  commission_name: '',
  personal_sales: 0,
  total_personal_group_sales: 0,
  side_group_sales: 0,
  commission: 0,
  personal_level_commission: 0,
  is_leadership: false,
  ...Object.fromEntries(BENEFITS.map((n) => [`benefit_${n}`, ''])),
});

function toInput(rank: CommissionRank): RankInput {
  const benefits = Object.fromEntries(BENEFITS.map((n) => [`benefit_${n}`, rank[`benefit_${n}`] ?? '']));
  return { ...rank, ...benefits } as RankInput;
}

/** Company › Commission ranks: the whole list is edited here and saved at once. */
export function CommissionRanksPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: user } = useQuery(currentUserQuery());
  const currencyLabel = user?.company.currency === 'IDR' ? 'Rp' : 'RM';
  const { data: ranks, error, isPending, refetch } = useQuery(commissionRanksQuery());
  const form = useForm<Input, unknown, Output>({
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
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} size="h2">
              {t('recruitment.ranks.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('recruitment.ranks.subtitle')}
            </Text>
          </div>
          <Group gap="xs">
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
          </Group>
        </Group>
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
        {rows.fields.map((row, index) => (
          <RankCard
            key={row._key}
            form={form}
            index={index}
            count={rows.fields.length}
            currencyLabel={currencyLabel}
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

type CardProps = {
  form: UseFormReturn<Input, unknown, Output>;
  index: number;
  count: number;
  currencyLabel: string;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
};

function RankCard({ form, index, count, currencyLabel, onMove, onRemove }: CardProps) {
  const { t } = useTranslation();
  const [benefitsOpen, benefits] = useDisclosure(false);
  const errors = form.formState.errors.ranks?.[index];
  const name = form.watch(`ranks.${index}.commission_name`);
  const filled = BENEFITS.filter((n) => (form.watch(`ranks.${index}.benefit_${n}`) ?? '').trim() !== '').length;
  const benefitErrors = BENEFITS.some((n) => errors?.[`benefit_${n}`]);

  return (
    <Card withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} data-testid="rank-row" data-index={index}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Badge variant="light" circle size="lg" style={{ flexShrink: 0 }}>
              {index + 1}
            </Badge>
            <Text fw={600} truncate>
              {name || t('recruitment.ranks.unnamed')}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('recruitment.common.moveUp')}>
              <ActionIcon
                variant="subtle"
                disabled={index === 0}
                onClick={() => onMove(-1)}
                aria-label={t('recruitment.common.moveUp')}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('recruitment.common.moveDown')}>
              <ActionIcon
                variant="subtle"
                disabled={index === count - 1}
                onClick={() => onMove(1)}
                aria-label={t('recruitment.common.moveDown')}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('recruitment.ranks.remove')}>
              <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={t('recruitment.ranks.remove')}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <TextInput
            label={t('recruitment.ranks.name')}
            required
            {...form.register(`ranks.${index}.commission_name`)}
            error={fieldError(t, errors?.commission_name)}
          />
          <NumericField
            control={form.control}
            name={`ranks.${index}.personal_sales`}
            kind="money"
            currencyLabel={currencyLabel}
            label={t('recruitment.ranks.personalSales')}
          />
          <NumericField
            control={form.control}
            name={`ranks.${index}.total_personal_group_sales`}
            kind="money"
            currencyLabel={currencyLabel}
            label={t('recruitment.ranks.tpgs')}
          />
          <NumericField
            control={form.control}
            name={`ranks.${index}.side_group_sales`}
            kind="money"
            currencyLabel={currencyLabel}
            label={t('recruitment.ranks.sideGroupSales')}
          />
          <NumericField
            control={form.control}
            name={`ranks.${index}.commission`}
            kind="percent"
            label={t('recruitment.ranks.commission')}
          />
          <NumericField
            control={form.control}
            name={`ranks.${index}.personal_level_commission`}
            kind="percent"
            label={t('recruitment.ranks.personalLevelCommission')}
          />
        </SimpleGrid>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Controller
            control={form.control}
            name={`ranks.${index}.is_leadership`}
            render={({ field }) => (
              <Switch
                checked={field.value ?? false}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                label={t('recruitment.ranks.isLeadership')}
              />
            )}
          />
          <Button
            variant="subtle"
            size="compact-sm"
            color={benefitErrors ? 'red' : undefined}
            rightSection={benefitsOpen ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
            onClick={benefits.toggle}
            aria-expanded={benefitsOpen}
          >
            {t('recruitment.ranks.benefits', { count: filled })}
          </Button>
        </Group>
        <Collapse expanded={benefitsOpen || benefitErrors}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {BENEFITS.map((n) => (
              <TextInput
                key={n}
                label={t('recruitment.ranks.benefit', { n })}
                {...form.register(`ranks.${index}.benefit_${n}`)}
                error={fieldError(t, errors?.[`benefit_${n}`])}
              />
            ))}
          </SimpleGrid>
        </Collapse>
      </Stack>
    </Card>
  );
}
