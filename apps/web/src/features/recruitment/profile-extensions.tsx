import './recruitment-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Avatar, Button, Card, FileButton, Grid, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { bankDetailRequest, SOCIAL_NETWORKS, socialLinksRequest, type UserDetail } from '@niaga/shared';
import { IconPhotoUp } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { userKeys } from '../../app/current-user';
import { ErrorAlert } from '../../app/error-alert';
import { applyServerErrors, fieldError, hasFieldErrors } from '../../lib/form';
import { SOCIAL_ICONS } from '../../ui/social-icons';
import { BANK_FIELDS, BankFields, emptyBank } from '../profile';
import { recruitmentApi } from './recruitment.api';

const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png'];

function Section({
  title,
  hint,
  children,
  testId,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
      <Title order={2} size="h4" mb={hint ? 4 : 'md'}>
        {title}
      </Title>
      {hint && (
        <Text size="sm" c="dimmed" mb="md">
          {hint}
        </Text>
      )}
      {children}
    </Card>
  );
}

/** Profile photo, bank details and social links (spec §2 profile): rendered by the profile page. */
export function ProfileExtensions({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <Section title={t('recruitment.profile.photo')} hint={t('recruitment.profile.photoHint')} testId="profile-photo">
        <PhotoUpload name={user.name} photoUrl={user.photoUrl ?? null} />
      </Section>
      <Section title={t('recruitment.profile.bank')} hint={t('recruitment.profile.bankHint')} testId="profile-bank">
        <BankDetailForm bank={user.bank ?? null} />
      </Section>
      <Section
        title={t('recruitment.profile.social')}
        hint={t('recruitment.profile.socialHint')}
        testId="profile-social"
      >
        <SocialLinksForm social={user.social ?? {}} />
      </Section>
    </>
  );
}

function PhotoUpload({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState<string | null>(photoUrl);
  const [localError, setLocalError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: recruitmentApi.uploadPhoto,
    onSuccess: async ({ data, message }) => {
      setUrl(data.url);
      notifications.show({ color: 'teal', message: message || t('recruitment.profile.photoSaved') });
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
  const choose = (file: File | null) => {
    upload.reset();
    setLocalError(null);
    if (!file) return;
    if (file.size > PHOTO_MAX_BYTES) {
      setLocalError(t('upload.tooLarge'));
      return;
    }
    // The type the browser reports is a first check only; the server checks the content.
    if (file.type && !PHOTO_TYPES.includes(file.type)) {
      setLocalError(t('upload.imageType'));
      return;
    }
    upload.mutate(file);
  };
  const message = localError ?? upload.error?.message;

  return (
    <Group gap="lg" align="center" wrap="wrap">
      <Avatar
        src={url}
        alt={name}
        name={name}
        color="initials"
        size={96}
        radius={96}
        data-testid="profile-photo-image"
      />
      <Stack gap="xs" style={{ flex: 1, minWidth: 200 }}>
        {message && (
          <Alert color="red" role="alert" data-testid="photo-error" py="xs">
            {message}
          </Alert>
        )}
        <FileButton onChange={choose} accept="image/png,image/jpeg" resetRef={undefined}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconPhotoUp size={18} />}
              loading={upload.isPending}
              style={{ alignSelf: 'flex-start' }}
              data-testid="photo-choose"
            >
              {url ? t('recruitment.profile.photoChange') : t('recruitment.profile.photoUpload')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('recruitment.profile.photoRules')}
        </Text>
      </Stack>
    </Group>
  );
}

type BankInput = z.input<typeof bankDetailRequest>;
type BankOutput = z.output<typeof bankDetailRequest>;

function BankDetailForm({ bank }: { bank: UserDetail['bank'] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<BankInput, unknown, BankOutput>({
    resolver: zodResolver(bankDetailRequest),
    defaultValues: bank ? { ...emptyBank(), ...bank } : emptyBank(),
  });
  const save = useMutation({
    mutationFn: recruitmentApi.saveBank,
    onSuccess: async ({ message }, values) => {
      form.reset(values);
      notifications.show({ color: 'teal', message: message || t('recruitment.profile.bankSaved') });
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    onError: (failure) => applyServerErrors(failure, form.setError, BANK_FIELDS),
  });

  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate data-testid="bank-form">
      <Stack gap="md">
        {save.error && !hasFieldErrors(save.error) && <ErrorAlert error={save.error} />}
        <BankFields form={form} prefix="" />
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('common.save')}
        </Button>
      </Stack>
    </form>
  );
}

type SocialInput = z.input<typeof socialLinksRequest>;

function SocialLinksForm({ social }: { social: Record<string, string> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const initial = Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, social[network] ?? '']));
  const form = useForm<SocialInput>({ resolver: zodResolver(socialLinksRequest), defaultValues: initial });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: recruitmentApi.saveSocial,
    onSuccess: async ({ data, message }) => {
      form.reset(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, data?.[network] ?? ''])));
      notifications.show({ color: 'teal', message: message || t('recruitment.profile.socialSaved') });
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    onError: (failure) => applyServerErrors(failure, form.setError, SOCIAL_NETWORKS),
  });

  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate data-testid="social-form">
      <Grid gap="md">
        {save.error && !hasFieldErrors(save.error) && (
          <Grid.Col span={12}>
            <ErrorAlert error={save.error} />
          </Grid.Col>
        )}
        {SOCIAL_NETWORKS.map((network) => {
          const Icon = SOCIAL_ICONS[network];
          return (
            <Grid.Col key={network} span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t(`recruitment.social.${network}`)}
                placeholder={t('recruitment.profile.socialPlaceholder')}
                leftSection={<Icon size={16} />}
                autoComplete="off"
                {...form.register(network)}
                error={fieldError(t, errors[network])}
              />
            </Grid.Col>
          );
        })}
        <Grid.Col span={12}>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Grid.Col>
      </Grid>
    </form>
  );
}
