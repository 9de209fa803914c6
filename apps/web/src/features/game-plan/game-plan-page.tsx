import './game-plan-texts';
import { Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { canAccess, formatDateTime, type GamePlan } from '@niaga/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCESS } from '../../app/access';
import { ConfirmModal } from '../../app/confirm-modal';
import { useCurrentUser } from '../../app/current-user';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { useDateFormat } from '../../ui/date-format';
import { PageHeader } from '../../ui/page-header';
import { levelsQuery } from '../recruitment';
import { gamePlanApi, gamePlanKeys, gamePlanQuery, gamePlansQuery } from './game-plan.api';
import { RichTextView } from './rich-text-view';

// The editor (tiptap) is a chunk of its own, loaded only when HQ edits.
const GamePlanEditor = lazy(() => import('./game-plan-editor'));

/** The Select's value for the page of every level (a Select value cannot be null). */
const ALL_LEVELS = '';

/** /gameplan: HQ's plan for the business. Agents read their level's page (else the one for all); writers edit. */
export function GamePlanPage() {
  const user = useCurrentUser();
  return user && canAccess(user, ACCESS.contentWrite) ? <GamePlanManager /> : <GamePlanReader />;
}

function Header() {
  const { t } = useTranslation();
  return <PageHeader title={t('gamePlan.title')} subtitle={t('gamePlan.subtitle')} />;
}

function SavedLine({ plan }: { plan: GamePlan }) {
  const { t } = useTranslation();
  const { timeZone } = useDateFormat();
  return (
    <Text size="xs" c="dimmed">
      {t('gamePlan.savedBy', { name: plan.updatedByName, date: formatDateTime(plan.updatedAt, timeZone) })}
    </Text>
  );
}

function PlanCard({ plan, actions }: { plan: GamePlan; actions?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <SavedLine plan={plan} />
          {actions}
        </Group>
        <RichTextView html={plan.content} testId="game-plan-content" />
      </Stack>
    </Card>
  );
}

function GamePlanReader() {
  const { t } = useTranslation();
  const plan = useQuery(gamePlanQuery());
  return (
    <Stack gap="md" maw={860} w="100%" mx="auto">
      <Header />
      {plan.isPending ? (
        <SkeletonBlock rows={8} />
      ) : plan.isError ? (
        <ErrorState message={plan.error.message} onRetry={() => plan.refetch()} />
      ) : plan.data ? (
        <PlanCard plan={plan.data} />
      ) : (
        <EmptyList title={t('gamePlan.empty')} description={t('gamePlan.emptyHint')} />
      )}
    </Stack>
  );
}

/** HQ: one page for all levels and one per level; pick one, read it, edit it or delete it. */
function GamePlanManager() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const plans = useQuery(gamePlansQuery());
  const levels = useQuery(levelsQuery());
  const [chosen, setChosen] = useState(ALL_LEVELS);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const levelOf = (plan: GamePlan) => plan.levelId ?? ALL_LEVELS;
  const plan = plans.data?.find((each) => levelOf(each) === chosen) ?? null;
  const written = new Set(plans.data?.map(levelOf));
  const label = (name: string, value: string) => (written.has(value) ? name : t('gamePlan.notWritten', { name }));
  const choices = [
    { value: ALL_LEVELS, label: label(t('gamePlan.allLevels'), ALL_LEVELS) },
    ...(levels.data ?? []).map((level) => ({ value: level.id, label: label(level.levelName, level.id) })),
  ];

  const body = () => {
    if (plans.isPending) return <SkeletonBlock rows={8} />;
    if (plans.isError) return <ErrorState message={plans.error.message} onRetry={() => plans.refetch()} />;
    if (editing)
      return (
        <Suspense fallback={<SkeletonBlock rows={8} />}>
          <GamePlanEditor levelId={chosen || null} initial={plan} onClose={() => setEditing(false)} />
        </Suspense>
      );
    if (!plan)
      return (
        <EmptyList
          title={t('gamePlan.emptyFor')}
          description={t(chosen ? 'gamePlan.emptyForLevel' : 'gamePlan.emptyForAll')}
          action={
            <Button
              leftSection={<IconPencil size={16} />}
              onClick={() => setEditing(true)}
              data-testid="game-plan-write"
            >
              {t('gamePlan.write')}
            </Button>
          }
        />
      );
    return (
      <PlanCard
        plan={plan}
        actions={
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconPencil size={16} />}
              onClick={() => setEditing(true)}
              data-testid="game-plan-edit"
            >
              {t('gamePlan.edit')}
            </Button>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setDeleting(true)}
              data-testid="game-plan-delete"
            >
              {t('gamePlan.delete')}
            </Button>
          </Group>
        }
      />
    );
  };

  return (
    <Stack gap="md" maw={860} w="100%" mx="auto">
      <Header />
      <Select
        label={t('gamePlan.pageFor')}
        description={t('gamePlan.pageForHint')}
        data={choices}
        value={chosen}
        onChange={(value) => {
          setChosen(value ?? ALL_LEVELS);
          setEditing(false);
        }}
        allowDeselect={false}
        disabled={editing}
        error={levels.error?.message}
        maw={360}
        data-testid="game-plan-level"
      />
      {body()}
      <ConfirmModal
        opened={deleting}
        title={t('gamePlan.deleteTitle')}
        message={t(chosen ? 'gamePlan.deleteMessageLevel' : 'gamePlan.deleteMessageAll')}
        confirmLabel={t('gamePlan.delete')}
        onConfirm={async () => {
          if (!plan) return;
          const { message } = await gamePlanApi.remove(plan.id);
          await queryClient.invalidateQueries({ queryKey: gamePlanKeys.all });
          notifications.show({ color: 'teal', message });
        }}
        onClose={() => setDeleting(false)}
        testId="game-plan-delete-confirm"
      />
    </Stack>
  );
}
