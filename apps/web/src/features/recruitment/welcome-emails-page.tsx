import './recruitment-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, Card, Code, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateShort, GREETING_PLACEHOLDERS, type Greeting, greetingInput, type Level } from '@niaga/shared';
import { IconEye, IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorAlert } from '../../app/error-alert';
import { fieldError } from '../../lib/form';
import { applyNestedServerErrors, hasShownFieldErrors } from '../../ui/server-errors';
import { GreetingPreviewModal } from './greeting-preview-modal';
import { PerLevelSetupPage } from './per-level-setup';
import { greetingsQuery, recruitmentApi, recruitmentKeys } from './recruitment.api';

const greetingForm = greetingInput.omit({ levelId: true });
type GreetingValues = z.infer<typeof greetingForm>;
const isGreetingField = (key: string) => key === 'greetSubject' || key === 'greetDetail';

/** Company › Welcoming e-mail: per level, the e-mail a new agent gets once registered (spec §3 "Greeting"). */
export function WelcomeEmailsPage() {
  const { t } = useTranslation();
  return (
    <PerLevelSetupPage
      title={t('recruitment.greetings.title')}
      subtitle={t('recruitment.greetings.subtitle')}
      intro={<PlaceholderHelp />}
      records={greetingsQuery()}
      noLevels={t('recruitment.greetings.noLevels')}
      card={(level, greeting, onDelete) => (
        <GreetingCard key={level.id} level={level} greeting={greeting} onDelete={onDelete} />
      )}
      remove={{
        title: t('recruitment.greetings.deleteTitle'),
        label: t('recruitment.greetings.delete'),
        confirm: (name) => t('recruitment.greetings.deleteConfirm', { level: name }),
        done: t('recruitment.greetings.deleted'),
        run: recruitmentApi.deleteGreeting,
        testId: 'greeting-delete-confirm',
      }}
    />
  );
}

function PlaceholderHelp() {
  const { t } = useTranslation();
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle size={18} />}
      title={t('recruitment.greetings.placeholders')}
    >
      <Stack gap={4}>
        {GREETING_PLACEHOLDERS.map((name) => (
          <div key={name}>
            <Code>{`{{${name}}}`}</Code> {t(`recruitment.greetings.placeholder.${name}`)}
          </div>
        ))}
      </Stack>
    </Alert>
  );
}

function GreetingCard({
  level,
  greeting,
  onDelete,
}: {
  level: Level;
  greeting: Greeting | null;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [previewing, setPreviewing] = useState<GreetingValues | null>(null);
  const saved = { greetSubject: greeting?.greetSubject ?? '', greetDetail: greeting?.greetDetail ?? '' };
  const form = useForm<GreetingValues>({ resolver: zodResolver(greetingForm), defaultValues: saved });
  const { errors, isDirty } = form.formState;
  useEffect(() => {
    form.reset({ greetSubject: greeting?.greetSubject ?? '', greetDetail: greeting?.greetDetail ?? '' });
  }, [greeting, form]);
  const save = useMutation({
    mutationFn: (values: GreetingValues) => recruitmentApi.saveGreeting({ levelId: level.id, ...values }),
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: recruitmentKeys.greetings() });
      notifications.show({ color: 'teal', message: message || t('recruitment.greetings.saved') });
    },
    onError: (failure) => applyNestedServerErrors(failure, form.setError, isGreetingField),
  });

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-level={level.levelName} data-testid="greeting">
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} size="h4">
              {level.levelName}
            </Title>
            <Badge color={greeting ? 'teal' : 'gray'} variant="dot" tt="none">
              {greeting
                ? t('recruitment.agreements.updated', { date: formatDateShort(greeting.updatedAt) })
                : t('recruitment.greetings.none')}
            </Badge>
          </Group>
          {save.error && !hasShownFieldErrors(save.error, isGreetingField) && <ErrorAlert error={save.error} />}
          <TextInput
            label={t('recruitment.greetings.subject')}
            required
            {...form.register('greetSubject')}
            error={fieldError(t, errors.greetSubject)}
          />
          <Textarea
            label={t('recruitment.greetings.body')}
            required
            autosize
            minRows={5}
            maxRows={16}
            {...form.register('greetDetail')}
            error={fieldError(t, errors.greetDetail)}
          />
          <Group justify="flex-end" gap="xs">
            {greeting && (
              <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                {t('recruitment.greetings.delete')}
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconEye size={16} />}
              onClick={form.handleSubmit((values) => setPreviewing(values))}
            >
              {t('recruitment.greetings.preview')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!isDirty && !!greeting}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <GreetingPreviewModal levelId={level.id} values={previewing} onClose={() => setPreviewing(null)} />
    </Card>
  );
}
