import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, PasswordInput, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type NotificationSettings, type SmtpSettingsInput, smtpSettingsInput } from '@niaga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorAlert } from '../../app/error-alert';
import { applyServerErrors, fieldError, hasFieldErrors } from '../../lib/form';
import { NumericField } from '../../ui/numeric-field';
import { SettingsSection } from '../../ui/settings-form';
import { notificationKeys, notificationsApi } from './notifications.api';

type Values = z.input<typeof smtpSettingsInput>;
const FIELDS = ['host', 'port', 'user', 'password', 'fromEmail', 'fromName', 'testTo'] as const;

/**
 * The company's own mail server. "Send test mail" tries the form as it is; "Save" sends a test mail first and
 * saves only when it went out, or, after a failure, when HQ chooses "Save anyway".
 */
export function SmtpSettings({ settings, canEdit }: { settings: NotificationSettings; canEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<Values>({ resolver: zodResolver(smtpSettingsInput) });
  const stored = settings.smtp;
  useEffect(
    () =>
      form.reset({
        host: stored?.host ?? '',
        port: stored?.port ?? 587,
        secure: stored?.secure ?? false,
        user: stored?.user ?? '',
        password: '',
        fromEmail: stored?.fromEmail ?? '',
        fromName: stored?.fromName ?? '',
        saveUntested: false,
      }),
    [stored, form],
  );
  const done = (message: string) => {
    notifications.show({ color: 'teal', message });
    void queryClient.invalidateQueries({ queryKey: notificationKeys.settings });
  };
  const onError = (failure: Error) => applyServerErrors(failure, form.setError, FIELDS);
  const test = useMutation({
    mutationFn: notificationsApi.testSmtp,
    onSuccess: (answer) => done(answer.message),
    onError,
  });
  const save = useMutation({
    mutationFn: notificationsApi.saveSmtp,
    onSuccess: (answer) => done(answer.message),
    onError,
  });
  const remove = useMutation({ mutationFn: notificationsApi.removeSmtp, onSuccess: (answer) => done(answer.message) });
  const submit = (untested: boolean) =>
    form.handleSubmit((values) => save.mutate({ ...values, saveUntested: untested } as SmtpSettingsInput))();
  const unreachable = save.error && hasFieldErrors(save.error);
  const failure = [test.error, save.error, remove.error].find((error) => error && !hasFieldErrors(error));
  const text = (name: (typeof FIELDS)[number], label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={t(label)}
      disabled={!canEdit}
      error={fieldError(t, form.formState.errors[name])}
      data-testid={`field-smtp-${name}`}
      {...extra}
      {...form.register(name, { setValueAs: (value: string) => value || undefined })}
    />
  );
  return (
    <SettingsSection title={t('notifications.smtp')} hint={t('notifications.smtpHint')}>
      <Text size="sm" data-testid="smtp-in-use">
        {stored
          ? t('notifications.smtpOwn', { host: stored.host })
          : t(settings.platformSmtp ? 'notifications.smtpPlatform' : 'notifications.smtpNone')}
      </Text>
      <form onSubmit={(event) => event.preventDefault()} noValidate data-testid="smtp-form">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('host', 'notifications.host', { placeholder: 'smtp.example.com' })}
          <NumericField control={form.control} name="port" kind="units" label={t('notifications.port')} />
          {text('user', 'notifications.user', { autoComplete: 'off' })}
          <PasswordInput
            label={t('notifications.password')}
            placeholder={stored?.hasPassword ? t('notifications.passwordKept') : ''}
            autoComplete="new-password"
            disabled={!canEdit}
            error={fieldError(t, form.formState.errors.password)}
            data-testid="field-smtp-password"
            {...form.register('password', { setValueAs: (value: string) => value || undefined })}
          />
          {text('fromEmail', 'notifications.fromEmail', { type: 'email' })}
          {text('fromName', 'notifications.fromName')}
        </SimpleGrid>
        <Controller
          control={form.control}
          name="secure"
          render={({ field }) => (
            <Switch
              mt="sm"
              label={t('notifications.secure')}
              description={t('notifications.secureHint')}
              checked={Boolean(field.value)}
              disabled={!canEdit}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              data-testid="switch-smtp-secure"
            />
          )}
        />
        {text('testTo', 'notifications.testTo', {
          description: t('notifications.testToHint'),
          mt: 'sm',
          type: 'email',
        })}
      </form>
      {failure && <ErrorAlert error={failure} />}
      {unreachable && canEdit && (
        <Alert color="yellow" data-testid="smtp-unreachable">
          <Group justify="space-between">
            <Text size="sm">{t('notifications.saveAnywayHint')}</Text>
            <Button variant="light" color="yellow" loading={save.isPending} onClick={() => submit(true)}>
              {t('notifications.saveAnyway')}
            </Button>
          </Group>
        </Alert>
      )}
      {canEdit && (
        <Group justify="flex-end">
          {stored && (
            <Button variant="subtle" color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              {t('notifications.usePlatform')}
            </Button>
          )}
          <Button
            variant="default"
            loading={test.isPending}
            onClick={form.handleSubmit((values) => test.mutate(values as SmtpSettingsInput))}
            data-testid="smtp-test"
          >
            {t('notifications.sendTest')}
          </Button>
          <Button loading={save.isPending} onClick={() => submit(false)} data-testid="smtp-save">
            {t('common.save')}
          </Button>
        </Group>
      )}
    </SettingsSection>
  );
}
