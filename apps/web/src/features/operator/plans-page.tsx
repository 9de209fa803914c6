import './operator-texts';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { PlanView } from '@niaga/shared';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, type ListColumn } from '../../ui/list-page/data-table';
import { UnpagedListPage } from '../../ui/list-page/list-page';
import { operatorQueries } from './operator.api';
import { money } from './operator-format';
import { PlanFormModal } from './plan-form-modal';

/** The plans companies subscribe to: price, limits, due and grace days; create, edit, deactivate. */
export function OperatorPlansPage() {
  const { t } = useTranslation();
  const result = useQuery(operatorQueries.plans());
  const [editing, setEditing] = useState<{ plan: PlanView | null } | null>(null);
  const limit = (value: number | null) => (value === null ? t('operator.plans.unlimited') : String(value));
  const edit = (plan: PlanView) => (
    <Button
      size="compact-sm"
      variant="subtle"
      leftSection={<IconPencil size={14} />}
      onClick={() => setEditing({ plan })}
      data-testid="plan-edit"
    >
      {t('operator.plans.edit')}
    </Button>
  );
  const name = (plan: PlanView) => (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" fw={600}>
        {plan.name}
      </Text>
      {!plan.active && (
        <Badge color="gray" variant="light">
          {t('operator.plans.inactive')}
        </Badge>
      )}
    </Group>
  );
  const columns: ListColumn<PlanView>[] = [
    { accessor: 'name', title: t('operator.field.name'), render: name },
    {
      accessor: 'monthlyPrice',
      title: t('operator.field.monthlyPrice'),
      textAlign: 'right',
      render: (plan) => money(plan.monthlyPrice, plan.currency),
    },
    { accessor: 'agents', title: t('operator.field.agentLimit'), render: (plan) => limit(plan.limits.agents) },
    { accessor: 'staff', title: t('operator.field.staffLimit'), render: (plan) => limit(plan.limits.staff) },
    { accessor: 'dueDays', title: t('operator.field.dueDays') },
    { accessor: 'graceDays', title: t('operator.field.graceDays') },
    { accessor: 'companies', title: t('operator.plans.companies') },
    actionsColumn(t('operator.plans.edit'), edit),
  ];
  return (
    <UnpagedListPage
      title={t('operator.plans.title')}
      subtitle={t('operator.plans.subtitle')}
      actions={
        <Button
          leftSection={<IconPlus size={18} />}
          onClick={() => setEditing({ plan: null })}
          data-testid="plan-create"
        >
          {t('operator.plans.create')}
        </Button>
      }
      result={result}
      empty={{ title: t('operator.plans.empty') }}
      table={{ columns, testId: 'plans-table', minWidth: 760, rowAttributes: (plan) => ({ 'data-plan': plan.name }) }}
      card={(plan) => (
        <Stack gap={4}>
          {name(plan)}
          <Text size="sm">
            {money(plan.monthlyPrice, plan.currency)} · {t('operator.field.agentLimit')} {limit(plan.limits.agents)} ·{' '}
            {t('operator.field.staffLimit')} {limit(plan.limits.staff)}
          </Text>
          {edit(plan)}
        </Stack>
      )}
      cardsTestId="plans-cards"
      tableFrom="md"
    >
      <PlanFormModal plan={editing?.plan ?? null} opened={!!editing} onClose={() => setEditing(null)} />
    </UnpagedListPage>
  );
}
