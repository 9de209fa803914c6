import { Badge, Button, Card, Collapse, Group, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconTrash } from '@tabler/icons-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../lib/form';
import { IconAction } from '../../ui/icon-action';
import { NumericField } from '../../ui/numeric-field';
import { BENEFITS, type RankFormInput, type RankFormOutput } from './commission-rank-form';
import { MoveUpDownButtons } from './move-buttons';

type Amount = 'personal_sales' | 'total_personal_group_sales' | 'side_group_sales';

type CardProps = {
  form: UseFormReturn<RankFormInput, unknown, RankFormOutput>;
  index: number;
  count: number;
  currencyLabel: string;
  /** The company's MOQ setting: thresholds in units or in money. */
  thresholdKind: 'units' | 'money';
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
};

/** One rank of the list: its name, thresholds, commissions, leadership switch and 8 benefits (folded). */
export function RankCard({ form, index, count, currencyLabel, thresholdKind, onMove, onRemove }: CardProps) {
  const { t } = useTranslation();
  const [benefitsOpen, benefits] = useDisclosure(false);
  const errors = form.formState.errors.ranks?.[index];
  const name = form.watch(`ranks.${index}.commission_name`);
  const filled = BENEFITS.filter((n) => (form.watch(`ranks.${index}.benefit_${n}`) ?? '').trim() !== '').length;
  const benefitErrors = BENEFITS.some((n) => errors?.[`benefit_${n}`]);
  const threshold = (field: Amount, label: string) => (
    <NumericField
      control={form.control}
      name={`ranks.${index}.${field}`}
      kind={thresholdKind}
      currencyLabel={currencyLabel}
      label={label}
    />
  );
  const percent = (field: 'commission' | 'personal_level_commission', label: string) => (
    <NumericField control={form.control} name={`ranks.${index}.${field}`} kind="percent" label={label} />
  );

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
            <MoveUpDownButtons index={index} count={count} onMove={onMove} />
            <IconAction
              label={t('recruitment.ranks.remove')}
              variant="subtle"
              color="red"
              onClick={onRemove}
              icon={<IconTrash size={16} />}
            />
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <TextInput
            label={t('recruitment.ranks.name')}
            required
            {...form.register(`ranks.${index}.commission_name`)}
            error={fieldError(t, errors?.commission_name)}
          />
          {threshold('personal_sales', t('recruitment.ranks.personalSales'))}
          {threshold('total_personal_group_sales', t('recruitment.ranks.tpgs'))}
          {threshold('side_group_sales', t('recruitment.ranks.sideGroupSales'))}
          {percent('commission', t('recruitment.ranks.commission'))}
          {percent('personal_level_commission', t('recruitment.ranks.personalLevelCommission'))}
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
