import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Helpline, type HelplineInput, helplineInput } from '@niaga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../lib/form';
import { ModalForm } from '../../ui/modal-form';
import { applyNestedServerErrors } from '../../ui/server-errors';
import { PhoneCodeCol } from '../reference';
import { helplineApi, helplineKeys } from './helpline.api';

const valuesOf = (helpline: Helpline): HelplineInput => ({
  email: helpline.email ?? '',
  phoneCode: helpline.phoneCode ?? '+60',
  phone: helpline.phone ?? '',
  whatsappCode: helpline.whatsappCode ?? '+60',
  whatsapp: helpline.whatsapp ?? '',
  hours: helpline.hours ?? '',
});

/** HQ's helpline form: e-mail, phone and WhatsApp with calling codes, opening hours. */
export function HelplineFormModal({
  opened,
  helpline,
  onClose,
}: {
  opened: boolean;
  helpline: Helpline;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<HelplineInput>({ resolver: zodResolver(helplineInput), defaultValues: valuesOf(helpline) });
  const { errors } = form.formState;
  useEffect(() => {
    if (opened) form.reset(valuesOf(helpline));
  }, [opened, helpline, form]);
  const save = useMutation({
    mutationFn: (values: HelplineInput) => helplineApi.save(values),
    onSuccess: ({ data, message }) => {
      queryClient.setQueryData(helplineKeys.all, data);
      notifications.show({ color: 'teal', message });
      onClose();
    },
    onError: (failure) => applyNestedServerErrors(failure, form.setError, () => true),
  });

  return (
    <ModalForm
      opened={opened}
      onClose={onClose}
      title={t('helpline.edit')}
      size="lg"
      form={form}
      save={save}
      testId="helpline-form"
    >
      <TextInput
        label={t('helpline.email')}
        type="email"
        {...form.register('email')}
        error={fieldError(t, errors.email)}
      />
      <Grid>
        <PhoneCodeCol control={form.control} error={fieldError(t, errors.phoneCode)} />
        <Grid.Col span={{ base: 8, xs: 9 }}>
          <TextInput
            label={t('helpline.phone')}
            inputMode="tel"
            {...form.register('phone')}
            error={fieldError(t, errors.phone)}
          />
        </Grid.Col>
        <PhoneCodeCol control={form.control} name="whatsappCode" error={fieldError(t, errors.whatsappCode)} />
        <Grid.Col span={{ base: 8, xs: 9 }}>
          <TextInput
            label={t('helpline.whatsapp')}
            inputMode="tel"
            {...form.register('whatsapp')}
            error={fieldError(t, errors.whatsapp)}
          />
        </Grid.Col>
      </Grid>
      <Textarea
        label={t('helpline.hours')}
        description={t('helpline.hoursHint')}
        autosize
        minRows={2}
        maxRows={6}
        {...form.register('hours')}
        error={fieldError(t, errors.hours)}
      />
    </ModalForm>
  );
}
