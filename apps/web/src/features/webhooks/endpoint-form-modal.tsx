import './webhooks-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  WEBHOOK_EVENTS,
  type WebhookEndpointInput,
  type WebhookEndpointView,
  webhookEndpointInput,
} from '@niaga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldError } from '../../lib/form';
import { ModalForm } from '../../ui/modal-form';
import { applyNestedServerErrors } from '../../ui/server-errors';
import { webhookKeys, webhooksApi } from './webhooks.api';

type Props = {
  endpoint: WebhookEndpointView | 'new' | null;
  onClose: () => void;
  /** A new endpoint's secret, to show once it is saved. */
  onCreated: (endpoint: WebhookEndpointView, secret: string) => void;
};
type Values = z.output<typeof webhookEndpointInput>;

const toInput = (endpoint: WebhookEndpointView | 'new' | null): WebhookEndpointInput =>
  endpoint && endpoint !== 'new'
    ? { url: endpoint.url, description: endpoint.description, events: endpoint.events, active: endpoint.active }
    : { url: '', description: '', events: [], active: true };

/** Adds or edits an endpoint: where to POST, a note for HQ, which events, and whether it is paused. */
export function EndpointFormModal({ endpoint, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<WebhookEndpointInput, unknown, Values>({ resolver: zodResolver(webhookEndpointInput) });
  const errors = form.formState.errors;
  useEffect(() => form.reset(toInput(endpoint)), [endpoint, form]);

  const save = useMutation({
    mutationFn: async (values: Values) => {
      if (endpoint && endpoint !== 'new') return { ...(await webhooksApi.update(endpoint.id, values)), secret: null };
      const created = await webhooksApi.create(values);
      return { ...created, secret: created.data.secret };
    },
    onSuccess: async ({ data, message, secret }) => {
      notifications.show({ color: 'teal', message });
      await queryClient.invalidateQueries({ queryKey: webhookKeys.all });
      onClose();
      if (secret) onCreated(data, secret);
    },
    onError: (failure) => applyNestedServerErrors(failure, form.setError, () => true),
  });

  return (
    <ModalForm
      opened={!!endpoint}
      onClose={onClose}
      title={endpoint === 'new' ? t('webhooks.add') : t('webhooks.editTitle')}
      size="lg"
      form={form}
      save={save}
      testId="webhook-form"
      gap="sm"
      saveLabel={t('webhooks.save')}
      saveTestId="webhook-save"
    >
      <TextInput
        label={t('webhooks.url')}
        description={t('webhooks.urlHint')}
        placeholder="https://example.com/niaga-hooks"
        required
        {...form.register('url')}
        error={fieldError(t, errors.url)}
        data-testid="webhook-url"
      />
      <Textarea label={t('webhooks.description')} autosize minRows={2} {...form.register('description')} />
      <Controller
        control={form.control}
        name="events"
        render={({ field }) => (
          <Checkbox.Group
            label={t('webhooks.events')}
            required
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldError(t, errors.events as never)}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} mt={6}>
              {WEBHOOK_EVENTS.map((event) => (
                <Checkbox key={event} value={event} label={t(`webhooks.event.${event}`)} data-event={event} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
      />
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <Switch
            label={t('webhooks.active')}
            checked={field.value ?? true}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            name={field.name}
          />
        )}
      />
    </ModalForm>
  );
}
