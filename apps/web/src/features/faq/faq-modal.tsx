import { zodResolver } from '@hookform/resolvers/zod';
import { Autocomplete, Select, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Faq, faqInput } from '@niaga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors, fieldError } from '../../lib/form';
import { ModalForm } from '../../ui/modal-form';
import { levelsQuery } from '../recruitment';
import { faqApi, faqKeys } from './faq.api';

type Values = z.input<typeof faqInput>;
type Output = z.output<typeof faqInput>;
const FIELDS = ['question', 'answer', 'topic', 'tierId'] as const;
/** The level select's value for "every level" (a Select value cannot be null). */
const EVERY_LEVEL = '';

const valuesOf = (item: Faq | null): Values => ({
  question: item?.question ?? '',
  answer: item?.answer ?? '',
  topic: item?.topic ?? '',
  tierId: item?.tierId ?? null,
});

type Props = { item: Faq | 'new' | null; topics: string[]; onClose: () => void };

/** Add a question ('new') or change one: question, answer, topic (its heading) and the level that sees it. */
export function FaqModal({ item, topics, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editing = item !== null && item !== 'new' ? item : null;
  const levels = useQuery({ ...levelsQuery(), enabled: item !== null });
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(faqInput), defaultValues: valuesOf(null) });
  const errors = form.formState.errors;
  useEffect(() => {
    if (item !== null) form.reset(valuesOf(editing));
  }, [item, editing, form]);

  const save = useMutation({
    mutationFn: (values: Output) => faqApi.save({ ...values, id: editing?.id }),
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: faqKeys.all });
      notifications.show({ color: 'teal', message });
      onClose();
    },
    onError: (error) => applyServerErrors(error, form.setError, FIELDS),
  });

  return (
    <ModalForm
      opened={item !== null}
      onClose={onClose}
      title={editing ? t('faq.edit') : t('faq.add')}
      size="lg"
      form={form}
      save={save}
      testId="faq-form"
      saveTestId="faq-save"
    >
      <TextInput
        label={t('faq.field.question')}
        required
        data-autofocus
        data-testid="faq-question"
        {...form.register('question')}
        error={fieldError(t, errors.question)}
      />
      <Textarea
        label={t('faq.field.answer')}
        required
        autosize
        minRows={4}
        data-testid="faq-answer"
        {...form.register('answer')}
        error={fieldError(t, errors.answer)}
      />
      <Controller
        control={form.control}
        name="topic"
        render={({ field }) => (
          <Autocomplete
            label={t('faq.field.topic')}
            description={t('faq.field.topicHint')}
            data={topics}
            value={field.value ?? ''}
            onChange={field.onChange}
            error={fieldError(t, errors.topic)}
            data-testid="faq-topic"
          />
        )}
      />
      <Controller
        control={form.control}
        name="tierId"
        render={({ field }) => (
          <Select
            label={t('faq.field.level')}
            data={[
              { value: EVERY_LEVEL, label: t('faq.everyLevel') },
              ...(levels.data ?? []).map((level) => ({ value: level.id, label: level.levelName })),
            ]}
            value={field.value ?? EVERY_LEVEL}
            onChange={(value) => field.onChange(value || null)}
            allowDeselect={false}
            error={levels.error ? levels.error.message : fieldError(t, errors.tierId)}
            data-testid="faq-level"
          />
        )}
      />
    </ModalForm>
  );
}
