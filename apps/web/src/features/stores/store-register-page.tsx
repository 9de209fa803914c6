import './stores-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type StoreKind, type StoreRegistrationInput, storeRegistrationInput } from '@niaga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ErrorAlert } from '../../app/error-alert';
import { applyServerErrors, fieldError, hasFieldErrors } from '../../lib/form';
import { detailsOf, StoreDetailsFields } from './store-details-fields';
import { StoreFrame, storePath } from './store-ui';
import { storeApi, storeKeys } from './stores.api';

const FIELDS = [
  'name',
  'slug',
  'contactPhone',
  'contactEmail',
  'description',
  'logoUrl',
  'schoolName',
  'acceptTerms',
] as const;

function RegisterForm({ kind }: { kind: StoreKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<StoreRegistrationInput, unknown, z.output<typeof storeRegistrationInput>>({
    resolver: zodResolver(storeRegistrationInput),
    defaultValues: { name: '', slug: '', contactPhone: '', contactEmail: '', logoUrl: null },
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (values: z.output<typeof storeRegistrationInput>) => storeApi.register(kind, values),
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: storeKeys.all });
      notifications.show({ color: 'teal', message });
      navigate(storePath(kind, 'setup'));
    },
    onError: (failure) => applyServerErrors(failure, form.setError, FIELDS),
  });
  const slug = form.watch('slug');
  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate data-testid="store-register-form">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          {save.error && !hasFieldErrors(save.error) && <ErrorAlert error={save.error} />}
          <StoreDetailsFields kind={kind} {...detailsOf(form)} errors={errors} />
          <TextInput
            label={t('stores.field.slug')}
            description={`${window.location.origin}/s/${slug?.toLowerCase() || t('stores.field.slugExample')}`}
            required
            autoCapitalize="none"
            {...form.register('slug')}
            error={fieldError(t, errors.slug)}
            data-testid="store-slug"
          />
          <Checkbox
            label={t('stores.field.acceptTerms')}
            {...form.register('acceptTerms')}
            error={fieldError(t, errors.acceptTerms)}
            data-testid="store-terms"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} data-testid="store-register-submit">
              {t('stores.register')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}

/** /{kind}/register: terms, store name, link, contact and logo; the store waits for HQ's approval. */
export function StoreRegisterPage({ kind }: { kind: StoreKind }) {
  const { t } = useTranslation();
  return (
    <StoreFrame kind={kind} title={t(`stores.kind.${kind}`)} subtitle={t('stores.registerSubtitle')} needsStore={false}>
      {(store, mayRegister) =>
        store ? (
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="sm" align="flex-start">
              <Text>{t('stores.alreadyRegistered', { name: store.name })}</Text>
              <Button component={Link} to={storePath(kind, 'store-summary')} variant="light">
                {t('stores.page.store-summary')}
              </Button>
            </Stack>
          </Card>
        ) : mayRegister ? (
          <RegisterForm kind={kind} />
        ) : (
          <Text>{t('stores.mayNotRegister')}</Text>
        )
      }
    </StoreFrame>
  );
}
