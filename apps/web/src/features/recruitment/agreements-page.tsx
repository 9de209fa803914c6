import './recruitment-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Card, Group, Stack, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateShort, type Level, termsRequest } from '@niaga/shared';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ConfirmModal } from '../../app/confirm-modal';
import { ErrorAlert } from '../../app/error-alert';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { fieldError } from '../../lib/form';
import { PageHeader } from '../../ui/page-header';
import { applyNestedServerErrors, hasShownFieldErrors } from '../../ui/server-errors';
import { levelsQuery, recruitmentApi, recruitmentKeys, type Terms, termsQuery } from './recruitment.api';
import { type PdfChoice, TermsPdfField } from './terms-pdf-field';

const termsForm = termsRequest.pick({ details: true });
type TermsValues = z.infer<typeof termsForm>;

/** Company › Agreements: per level, the agreement a new agent must accept when registering. */
export function AgreementsPage() {
  const { t } = useTranslation();
  const levels = useQuery(levelsQuery());
  const terms = useQuery(termsQuery());
  const [removing, setRemoving] = useState<Level | null>(null);
  const error = levels.error ?? terms.error;
  const pending = levels.isPending || terms.isPending;

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={t('recruitment.agreements.title')} subtitle={t('recruitment.agreements.subtitle')} />
      {pending && !error && (
        <Card withBorder radius="lg">
          <SkeletonBlock rows={6} />
        </Card>
      )}
      {error && (
        <ErrorState
          message={error.message}
          onRetry={() => {
            void levels.refetch();
            void terms.refetch();
          }}
        />
      )}
      {levels.data && levels.data.length === 0 && (
        <Card withBorder radius="lg">
          <EmptyList title={t('recruitment.levels.empty')} description={t('recruitment.agreements.noLevels')} />
        </Card>
      )}
      {levels.data &&
        terms.data &&
        levels.data.map((level) => (
          <AgreementCard
            key={level.id}
            level={level}
            terms={terms.data.find((item) => item.levelId === level.id) ?? null}
            onDelete={() => setRemoving(level)}
          />
        ))}
      <DeleteAgreementModal level={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}

function AgreementCard({ level, terms, onDelete }: { level: Level; terms: Terms | null; onDelete: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<TermsValues>({
    resolver: zodResolver(termsForm),
    defaultValues: { details: terms?.details ?? '' },
  });
  const [pdf, setPdf] = useState<PdfChoice>(undefined);
  const { errors } = form.formState;
  const isDirty = form.formState.isDirty || pdf !== undefined;
  useEffect(() => {
    form.reset({ details: terms?.details ?? '' });
    setPdf(undefined);
  }, [terms, form]);
  const save = useMutation({
    mutationFn: (values: TermsValues) =>
      recruitmentApi.saveTerms({
        levelId: level.id,
        details: values.details,
        ...(pdf === undefined ? {} : { pdfFile: pdf?.file ?? null }),
      }),
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: recruitmentKeys.terms() });
      notifications.show({ color: 'teal', message: message || t('recruitment.agreements.saved') });
    },
    onError: (failure) => applyNestedServerErrors(failure, form.setError, () => true),
  });

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-level={level.levelName} data-testid="agreement">
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs">
              <Title order={2} size="h4">
                {level.levelName}
              </Title>
              {level.inactive && (
                <Badge color="gray" variant="light" tt="none">
                  {t('recruitment.levels.inactiveBadge')}
                </Badge>
              )}
            </Group>
            <Badge color={terms ? 'teal' : 'gray'} variant="dot" tt="none">
              {terms
                ? t('recruitment.agreements.updated', { date: formatDateShort(terms.updatedAt) })
                : t('recruitment.agreements.none')}
            </Badge>
          </Group>
          {save.error && !hasShownFieldErrors(save.error, () => true) && <ErrorAlert error={save.error} />}
          <Textarea
            label={t('recruitment.agreements.details')}
            required
            autosize
            minRows={4}
            maxRows={14}
            {...form.register('details')}
            error={fieldError(t, errors.details)}
          />
          <TermsPdfField currentUrl={terms?.pdfUrl ?? null} value={pdf} onChange={setPdf} />
          <Group justify="flex-end" gap="xs">
            {terms && (
              <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                {t('recruitment.agreements.delete')}
              </Button>
            )}
            <Button type="submit" loading={save.isPending} disabled={!isDirty && !!terms}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function DeleteAgreementModal({ level, onClose }: { level: Level | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <ConfirmModal
      opened={level !== null}
      title={t('recruitment.agreements.deleteTitle')}
      message={t('recruitment.agreements.deleteConfirm', { level: level?.levelName ?? '' })}
      confirmLabel={t('recruitment.agreements.delete')}
      onConfirm={async () => {
        const { message } = await recruitmentApi.deleteTerms(level?.id ?? '');
        await queryClient.invalidateQueries({ queryKey: recruitmentKeys.terms() });
        notifications.show({ color: 'teal', message: message || t('recruitment.agreements.deleted') });
      }}
      onClose={onClose}
      testId="agreement-delete-confirm"
    />
  );
}
