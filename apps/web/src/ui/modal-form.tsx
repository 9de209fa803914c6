import { type MantineSize, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ErrorAlert } from '../app/error-alert';
import { CancelSaveButtons } from './cancel-save-buttons';
import { hasShownFieldErrors } from './server-errors';

const everyField = () => true;

/**
 * A dialog holding one form: the save's error on top (unless the server named a field the form shows, see
 * `shownField`), the fields, then "Cancel" and "Save". Closing (Cancel, Esc, the cross) forgets the save's error.
 */
export function ModalForm<V extends FieldValues, O>({
  opened,
  onClose,
  title,
  size,
  fullScreen,
  form,
  save,
  testId,
  gap = 'md',
  shownField = everyField,
  saveLabel,
  saveTestId,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: MantineSize;
  fullScreen?: boolean;
  form: UseFormReturn<V, unknown, O>;
  save: { mutate: (values: O) => void; reset: () => void; error: Error | null; isPending: boolean };
  testId: string;
  gap?: MantineSize;
  shownField?: (key: string) => boolean;
  saveLabel?: string;
  saveTestId?: string;
  children: ReactNode;
}) {
  const close = () => {
    save.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} size={size} fullScreen={fullScreen} centered>
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate data-testid={testId}>
        <Stack gap={gap}>
          {save.error && !hasShownFieldErrors(save.error, shownField) && <ErrorAlert error={save.error} />}
          {children}
          <CancelSaveButtons onCancel={close} saving={save.isPending} saveLabel={saveLabel} saveTestId={saveTestId} />
        </Stack>
      </form>
    </Modal>
  );
}
