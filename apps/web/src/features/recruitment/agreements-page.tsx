import './recruitment-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Card, Group, Stack, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateShort, type Level, termsRequest } from '@niaga/shared';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorAlert } from '../../app/error-alert';
import { fieldError } from '../../lib/form';
import { applyNestedServerErrors, hasShownFieldErrors } from '../../ui/server-errors';
import { PerLevelSetupPage } from './per-level-setup';
import { recruitmentApi, recruitmentKeys, type Terms, termsQuery } from './recruitment.api';
import { type PdfChoice, TermsPdfField } from './terms-pdf-field';

const termsForm = termsRequest.pick({ details: true });
type TermsValues = z.infer<typeof termsForm>;

/** Company › Agreements: per level, the agreement a new agent must accept when registering. */
export function AgreementsPage() {
  const { t } = useTranslation();
  return (
    <PerLevelSetupPage
      title={t('recruitment.agreements.title')}
      subtitle={t('recruitment.agreements.subtitle')}
      records={termsQuery()}
      noLevels={t('recruitment.agreements.noLevels')}
      card={(level, terms, onDelete) => (
        <AgreementCard key={level.id} level={level} terms={terms} onDelete={onDelete} />
      )}
      remove={{
        title: t('recruitment.agreements.deleteTitle'),
        label: t('recruitment.agreements.delete'),
        confirm: (name) => t('recruitment.agreements.deleteConfirm', { level: name }),
        done: t('recruitment.agreements.deleted'),
        run: recruitmentApi.deleteTerms,
        testId: 'agreement-delete-confirm',
      }}
    />
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
