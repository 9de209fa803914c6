import './api-keys-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Input, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  API_KEY_AREAS,
  type ApiKeyArea,
  type ApiKeyInput,
  type ApiKeyScopes,
  type ApiKeyWithSecret,
  requiredText,
} from '@niaga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateField } from '../../app/date-field';
import { fieldError } from '../../lib/form';
import { ModalForm } from '../../ui/modal-form';
import { applyNestedServerErrors } from '../../ui/server-errors';
import { apiKeysApi, apiKeysKeys } from './api-keys.api';

type Level = 'none' | 'read' | 'write';
/** The form: a level per area ('none' leaves the area out), the last day the key works (`YYYY-MM-DD`) or ''. */
type Values = { name: string; scopes: Record<ApiKeyArea, Level>; expiresAt: string };

/** The form's own check (the API checks again): a name, and at least one area not "none". */
const formSchema = z.object({
  name: requiredText(80),
  scopes: z
    .record(z.enum(API_KEY_AREAS), z.enum(['none', 'read', 'write']))
    .refine((scopes) => Object.values(scopes).some((level) => level !== 'none'), 'apiKeys.scopesRequired'),
  expiresAt: z.string(),
});

const EMPTY: Values = {
  name: '',
  scopes: Object.fromEntries(API_KEY_AREAS.map((area) => [area, 'none'])) as Record<ApiKeyArea, Level>,
  expiresAt: '',
};
const shownField = (key: string) => ['name', 'scopes', 'expiresAt'].includes(key);

/** The key works through the whole chosen day (the browser's time), then stops. */
const toInput = (values: Values): ApiKeyInput => ({
  name: values.name,
  scopes: Object.fromEntries(Object.entries(values.scopes).filter(([, level]) => level !== 'none')) as ApiKeyScopes,
  expiresAt: values.expiresAt ? dayjs(values.expiresAt).endOf('day').toISOString() : null,
});

/** Makes a key: its name, read or write per area, an optional last day. The secret is shown next (once). */
export function ApiKeyFormModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (created: ApiKeyWithSecret) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<Values>({ defaultValues: EMPTY, resolver: zodResolver(formSchema) });
  const errors = form.formState.errors;
  useEffect(() => {
    if (opened) form.reset(EMPTY);
  }, [opened, form]);

  const save = useMutation({
    mutationFn: (values: Values) => apiKeysApi.create(toInput(values)),
    onSuccess: async ({ data, message }) => {
      notifications.show({ color: 'teal', message });
      await queryClient.invalidateQueries({ queryKey: apiKeysKeys.all });
      onClose();
      onCreated(data);
    },
    onError: (failure) => applyNestedServerErrors(failure, form.setError, shownField),
  });
  const levels = [
    { value: 'none', label: t('apiKeysPage.level.none') },
    { value: 'read', label: t('apiKeysPage.level.read') },
    { value: 'write', label: t('apiKeysPage.level.write') },
  ];

  return (
    <ModalForm
      opened={opened}
      onClose={onClose}
      title={t('apiKeysPage.create')}
      size="lg"
      form={form}
      save={save}
      testId="api-key-form"
      shownField={shownField}
      saveLabel={t('apiKeysPage.createSave')}
      saveTestId="api-key-save"
    >
      <TextInput
        label={t('apiKeysPage.name')}
        description={t('apiKeysPage.nameHint')}
        required
        maxLength={80}
        {...form.register('name')}
        error={fieldError(t, errors.name)}
        data-testid="api-key-name"
      />
      <Input.Wrapper
        label={t('apiKeysPage.scopes')}
        description={t('apiKeysPage.scopesHint')}
        required
        error={fieldError(t, errors.scopes)}
      >
        <Stack gap="xs" mt="xs">
          {API_KEY_AREAS.map((area) => (
            <SimpleGrid key={area} cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={4}>
              <Text size="sm" fw={500}>
                {t(`apiKeysPage.area.${area}`)}
              </Text>
              <Controller
                control={form.control}
                name={`scopes.${area}`}
                render={({ field }) => (
                  <SegmentedControl
                    size="xs"
                    fullWidth
                    data={levels}
                    value={field.value}
                    onChange={field.onChange}
                    aria-label={t(`apiKeysPage.area.${area}`)}
                    data-testid={`api-key-scope-${area}`}
                  />
                )}
              />
            </SimpleGrid>
          ))}
        </Stack>
      </Input.Wrapper>
      <Controller
        control={form.control}
        name="expiresAt"
        render={({ field }) => (
          <DateField
            label={t('apiKeysPage.expires')}
            description={t('apiKeysPage.expiresHint')}
            value={field.value}
            onChange={(value) => field.onChange(value ?? '')}
            minDate={dayjs().format('YYYY-MM-DD')}
            error={fieldError(t, errors.expiresAt)}
          />
        )}
      />
    </ModalForm>
  );
}
