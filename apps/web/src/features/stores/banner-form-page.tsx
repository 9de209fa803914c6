import './stores-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type EkoopBannerInput, ekoopBannerInput } from '@niaga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ErrorAlert } from '../../app/error-alert';
import { applyServerErrors, fieldError, hasFieldErrors } from '../../lib/form';
import { ImagePicker } from '../catalog';
import { StoreFrame } from './store-ui';
import { storeApi, storeKeys } from './stores.api';

const FIELDS = ['title', 'description', 'imageUrl', 'url'] as const;

/** Spec §3 "E-koop banner": title, description, image, url. */
function BannerForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<EkoopBannerInput, unknown, z.output<typeof ekoopBannerInput>>({
    resolver: zodResolver(ekoopBannerInput),
    defaultValues: { title: '', imageUrl: '' },
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: storeApi.createBanner,
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: storeKeys.banners() });
      notifications.show({ color: 'teal', message });
      navigate('/e-koop/banner');
    },
    onError: (failure) => applyServerErrors(failure, form.setError, FIELDS),
  });
  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate data-testid="banner-form">
      <Card withBorder radius="lg" padding="lg" maw={720}>
        <Stack gap="md">
          {save.error && !hasFieldErrors(save.error) && <ErrorAlert error={save.error} />}
          <TextInput
            label={t('stores.banner.field.title')}
            required
            {...form.register('title')}
            error={fieldError(t, errors.title)}
          />
          <Textarea
            label={t('stores.banner.field.description')}
            autosize
            minRows={2}
            {...form.register('description')}
            error={fieldError(t, errors.description)}
          />
          <Controller
            control={form.control}
            name="imageUrl"
            render={({ field }) => (
              <ImagePicker
                label={t('stores.banner.field.image')}
                value={field.value || null}
                onChange={(url) => field.onChange(url ?? '')}
                error={fieldError(t, errors.imageUrl)}
                uploader={storeApi.uploadBanner}
                size={240}
                height={120}
              />
            )}
          />
          <TextInput
            label={t('stores.banner.field.url')}
            placeholder="https://"
            {...form.register('url', { setValueAs: (value: string) => value || undefined })}
            error={fieldError(t, errors.url)}
          />
          <Group justify="flex-end">
            <Button component={Link} to="/e-koop/banner" variant="default">
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}

/** /e-koop/banner/new */
export function BannerFormPage() {
  const { t } = useTranslation();
  return (
    <StoreFrame kind="e_koop" title={t('stores.banner.new')} subtitle={t('stores.banner.subtitle')}>
      {() => <BannerForm />}
    </StoreFrame>
  );
}
