import './recruitment-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Divider, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type Level, type LevelInput, levelInput } from '@niaga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldError } from '../../lib/form';
import { ModalForm } from '../../ui/modal-form';
import { NumericField } from '../../ui/numeric-field';
import { applyNestedServerErrors } from '../../ui/server-errors';
import { recruitmentApi, recruitmentKeys } from './recruitment.api';

type Output = z.output<typeof levelInput>;
type Props = {
  /** null: closed; 'new': create; a level: edit it. */
  level: Level | 'new' | null;
  nextRank: number;
  currencyLabel: string;
  onClose: () => void;
};

const blank = (rankNumber: number): LevelInput => ({
  levelName: '',
  rankNumber,
  momUnit: 0,
  momAmount: 0,
  momFirstOrderUnit: 0,
  momFirstOrderAmount: 0,
  psUnit: 0,
  psAmount: 0,
  gsUnit: 0,
  gsAmount: 0,
  tpgsUnit: 0,
  tpgsAmount: 0,
  helperPercen: 0,
  recruitComm: 0,
  leadership: 0,
  introducerComm: 0,
  overridingComm: 0,
  inactive: false,
});

function toInput(level: Level): LevelInput {
  const { id: _id, agentCount: _count, ...input } = level;
  return input;
}

/** Create or edit a level: every field of the shared levelInput, in sections. */
export function LevelFormModal({ level, nextRank, currencyLabel, onClose }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const queryClient = useQueryClient();
  const form = useForm<LevelInput, unknown, Output>({ resolver: zodResolver(levelInput), defaultValues: blank(1) });
  const { errors } = form.formState;
  const editing = level !== null && level !== 'new' ? level : null;

  useEffect(() => {
    if (level === null) return;
    form.reset(level === 'new' ? blank(nextRank) : toInput(level));
  }, [level, nextRank, form]);

  const save = useMutation({
    mutationFn: (values: Output) =>
      editing ? recruitmentApi.updateLevel(editing.id, values) : recruitmentApi.createLevel(values),
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: recruitmentKeys.levels() });
      notifications.show({ color: 'teal', message: message || t('recruitment.levels.saved') });
      onClose();
    },
    onError: (failure) => applyNestedServerErrors(failure, form.setError, () => true),
  });
  const money = (name: keyof LevelInput, label: string) => (
    <NumericField control={form.control} name={name} kind="money" label={label} currencyLabel={currencyLabel} />
  );
  const units = (name: keyof LevelInput, label: string) => (
    <NumericField control={form.control} name={name} kind="units" label={label} />
  );
  const percent = (name: keyof LevelInput, label: string) => (
    <NumericField control={form.control} name={name} kind="percent" label={label} />
  );

  return (
    <ModalForm
      opened={level !== null}
      onClose={onClose}
      title={editing ? t('recruitment.levels.edit', { name: editing.levelName }) : t('recruitment.levels.create')}
      size="xl"
      fullScreen={phone}
      form={form}
      save={save}
      testId="level-form"
    >
      <Section grid title={t('recruitment.levels.sectionName')}>
        <TextInput
          label={t('recruitment.levels.levelName')}
          required
          {...form.register('levelName')}
          error={fieldError(t, errors.levelName)}
        />
        <NumericField
          control={form.control}
          name="rankNumber"
          kind="units"
          label={t('recruitment.levels.rankNumber')}
          description={t('recruitment.levels.rankHint')}
          required
        />
      </Section>
      <Section grid title={t('recruitment.levels.sectionMom')} hint={t('recruitment.levels.sectionMomHint')}>
        {units('momUnit', t('recruitment.levels.momUnit'))}
        {money('momAmount', t('recruitment.levels.momAmount'))}
        {units('momFirstOrderUnit', t('recruitment.levels.momFirstOrderUnit'))}
        {money('momFirstOrderAmount', t('recruitment.levels.momFirstOrderAmount'))}
      </Section>
      <Section grid title={t('recruitment.levels.sectionTargets')} hint={t('recruitment.levels.sectionTargetsHint')}>
        {units('psUnit', t('recruitment.levels.psUnit'))}
        {money('psAmount', t('recruitment.levels.psAmount'))}
        {units('gsUnit', t('recruitment.levels.gsUnit'))}
        {money('gsAmount', t('recruitment.levels.gsAmount'))}
        {units('tpgsUnit', t('recruitment.levels.tpgsUnit'))}
        {money('tpgsAmount', t('recruitment.levels.tpgsAmount'))}
      </Section>
      <Section grid title={t('recruitment.levels.sectionCommissions')}>
        {percent('helperPercen', t('recruitment.levels.helperPercen'))}
        {percent('leadership', t('recruitment.levels.leadership'))}
        {money('recruitComm', t('recruitment.levels.recruitComm'))}
        {money('introducerComm', t('recruitment.levels.introducerComm'))}
        {money('overridingComm', t('recruitment.levels.overridingComm'))}
      </Section>
      <Section title={t('recruitment.levels.sectionStatus')}>
        <Controller
          control={form.control}
          name="inactive"
          render={({ field }) => (
            <Switch
              checked={field.value ?? false}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              label={t('recruitment.levels.inactive')}
              description={t('recruitment.levels.inactiveHint')}
              color="red"
            />
          )}
        />
      </Section>
    </ModalForm>
  );
}

/** A titled part of the form; `grid`: its fields two a row (one on phones). */
function Section({
  title,
  hint,
  grid,
  children,
}: {
  title: string;
  hint?: string;
  grid?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs">
      <Divider label={title} labelPosition="left" styles={{ label: { fontWeight: 600 } }} />
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
      {grid ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {children}
        </SimpleGrid>
      ) : (
        children
      )}
    </Stack>
  );
}
