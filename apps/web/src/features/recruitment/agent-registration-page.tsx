import './recruitment-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Divider, Grid, Group, Select, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { agentRegistrationRequest } from '@niaga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorAlert } from '../../app/error-alert';
import { fieldError } from '../../lib/form';
import { PageHeader } from '../../ui/page-header';
import { applyNestedServerErrors, hasShownFieldErrors } from '../../ui/server-errors';
import { emptyBank, emptyProfile, OptionalBankFields, ProfileFields, useOptionalBank } from '../profile';
import { levelsQuery, recruitmentApi, recruitmentKeys } from './recruitment.api';
import { UplineSelect } from './upline-select';

type Input = z.input<typeof agentRegistrationRequest>;
type Output = z.output<typeof agentRegistrationRequest>;
const shownField = () => true;

const defaults = (): Input => ({ ...emptyProfile(), levelId: '', uplineId: undefined, bank: emptyBank() });

/** /agent-registration: HQ (and staff with add_user) register an agent, who then sets a password by e-mail. */
export function AgentRegistrationPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const levels = useQuery(levelsQuery());
  const { withBank, setWithBank, resolver } = useOptionalBank<Input, Output>(zodResolver(agentRegistrationRequest));
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues: defaults() });
  const { errors } = form.formState;

  const save = useMutation({
    mutationFn: recruitmentApi.registerAgent,
    onSuccess: async ({ message }) => {
      notifications.show({ color: 'teal', message: message || t('recruitment.agentRegistration.done') });
      form.reset(defaults());
      setWithBank(false);
      await queryClient.invalidateQueries({ queryKey: recruitmentKeys.all });
    },
    onError: (failure) => applyNestedServerErrors(failure, form.setError, shownField),
  });

  const levelOptions = (levels.data ?? [])
    .filter((level) => !level.inactive)
    .map((level) => ({ value: level.id, label: `${level.rankNumber}. ${level.levelName}` }));

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        title={t('recruitment.agentRegistration.title')}
        subtitle={t('recruitment.agentRegistration.subtitle')}
      />
      <form
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        noValidate
        data-testid="agent-registration-form"
      >
        <Stack gap="lg">
          {save.error && !hasShownFieldErrors(save.error, shownField) && <ErrorAlert error={save.error} />}
          <Block title={t('recruitment.agentRegistration.placement')}>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Controller
                  control={form.control}
                  name="levelId"
                  render={({ field }) => (
                    <Select
                      label={t('recruitment.field.level')}
                      required
                      data={levelOptions}
                      value={field.value || null}
                      onChange={(value) => field.onChange(value ?? '')}
                      placeholder={levels.isPending ? t('common.loading') : undefined}
                      disabled={levels.isPending}
                      error={levels.error ? levels.error.message : fieldError(t, errors.levelId)}
                      nothingFoundMessage={t('recruitment.levels.empty')}
                    />
                  )}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Controller
                  control={form.control}
                  name="uplineId"
                  render={({ field }) => (
                    <UplineSelect
                      value={field.value}
                      onChange={field.onChange}
                      error={fieldError(t, errors.uplineId)}
                    />
                  )}
                />
              </Grid.Col>
            </Grid>
          </Block>
          <Block title={t('recruitment.agentRegistration.details')}>
            <ProfileFields form={form} />
          </Block>
          <Block title={t('recruitment.register.bank')}>
            <OptionalBankFields
              form={form}
              open={withBank}
              onToggle={setWithBank}
              label={t('recruitment.agentRegistration.addBank')}
            />
          </Block>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => form.reset(defaults())} disabled={save.isPending}>
              {t('recruitment.common.clear')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('recruitment.agentRegistration.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Divider />
        {children}
      </Stack>
    </Card>
  );
}
