import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, MultiSelect, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type NewsPost, newsPostInput, videoPageUrl } from '@niaga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors, fieldError } from '../../lib/form';
import { ModalForm } from '../../ui/modal-form';
import { ImagePicker } from '../catalog';
import { levelsQuery } from '../recruitment';
import { newsFeedApi, newsFeedKeys } from './news-feed.api';
import { NewsFileField } from './news-file-field';

type Values = z.input<typeof newsPostInput>;
type Output = z.output<typeof newsPostInput>;
const FIELDS = ['subject', 'content', 'image', 'file', 'videoLink', 'levelIds'] as const;

const valuesOf = (post: NewsPost | null): Values => ({
  subject: post?.subject ?? '',
  content: post?.content ?? '',
  image: post?.image ?? null,
  file: post?.file?.id ?? null,
  fileName: post?.file?.name ?? null,
  videoLink: post?.video ? videoPageUrl(post.video) : '',
  pin: post?.pin ?? false,
  levelIds: post?.levelIds ?? [],
});

/** Write a news post ('new') or change one: subject, text, image, video link, attachment, levels, pin. */
export function NewsPostModal({ post, onClose }: { post: NewsPost | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editing = post !== null && post !== 'new' ? post : null;
  const levels = useQuery({ ...levelsQuery(), enabled: post !== null });
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(newsPostInput),
    defaultValues: valuesOf(null),
  });
  const errors = form.formState.errors;
  useEffect(() => {
    if (post !== null) form.reset(valuesOf(editing));
  }, [post, editing, form]);

  const save = useMutation({
    mutationFn: (values: Output) => newsFeedApi.save({ ...values, id: editing?.id }),
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: newsFeedKeys.all });
      notifications.show({ color: 'teal', message });
      onClose();
    },
    onError: (error) => applyServerErrors(error, form.setError, FIELDS),
  });

  return (
    <ModalForm
      opened={post !== null}
      onClose={onClose}
      title={editing ? t('newsFeed.edit') : t('newsFeed.add')}
      size="lg"
      form={form}
      save={save}
      testId="news-form"
      saveTestId="news-save"
    >
      <TextInput
        label={t('newsFeed.field.subject')}
        required
        data-autofocus
        data-testid="news-subject"
        {...form.register('subject')}
        error={fieldError(t, errors.subject)}
      />
      <Textarea
        label={t('newsFeed.field.content')}
        autosize
        minRows={3}
        data-testid="news-content"
        {...form.register('content')}
        error={fieldError(t, errors.content)}
      />
      <Controller
        control={form.control}
        name="image"
        render={({ field, fieldState }) => (
          <ImagePicker
            label={t('newsFeed.field.image')}
            value={field.value}
            onChange={field.onChange}
            error={fieldError(t, fieldState.error)}
            testId="news-image"
            size={160}
            height={90}
            uploader={newsFeedApi.uploadImage}
          />
        )}
      />
      <TextInput
        label={t('newsFeed.field.video')}
        description={t('newsFeed.field.videoHint')}
        placeholder="https://youtu.be/…"
        data-testid="news-video-link"
        {...form.register('videoLink')}
        error={fieldError(t, errors.videoLink)}
      />
      <Controller
        control={form.control}
        name="file"
        render={({ field, fieldState }) => (
          <NewsFileField
            value={field.value ? { file: field.value, name: form.getValues('fileName') ?? field.value } : null}
            onChange={(value) => {
              form.setValue('fileName', value?.name ?? null);
              field.onChange(value?.file ?? null);
            }}
            error={fieldError(t, fieldState.error)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="levelIds"
        render={({ field }) => (
          <MultiSelect
            label={t('newsFeed.field.levels')}
            description={t('newsFeed.field.levelsHint')}
            placeholder={field.value?.length ? undefined : t('newsFeed.everyone')}
            data={(levels.data ?? []).map((level) => ({ value: level.id, label: level.levelName }))}
            value={field.value ?? []}
            onChange={field.onChange}
            searchable
            clearable
            error={levels.error ? levels.error.message : fieldError(t, errors.levelIds)}
            data-testid="news-levels"
          />
        )}
      />
      <Checkbox label={t('newsFeed.field.pin')} data-testid="news-pin" {...form.register('pin')} />
    </ModalForm>
  );
}
