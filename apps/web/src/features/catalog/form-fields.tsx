import './catalog-texts';
import {
  ActionIcon,
  Button,
  type ButtonProps,
  Group,
  Select,
  type SelectProps,
  Switch,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../lib/form';
import { LinkButton } from '../../ui/link-button';
import { ImagePicker } from './image-picker';

/** A catalogue form's field: the form's control, the field's name and its label. */
export type FormFieldProps<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
};

/** A text input bound to the form (name, code, SKU); empty becomes null when asked. */
export function FormText<T extends FieldValues, O>({
  control,
  name,
  label,
  required,
  emptyAsNull,
}: FormFieldProps<T, O> & { required?: boolean; emptyAsNull?: boolean }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextInput
      label={label}
      required={required}
      name={field.name}
      ref={field.ref}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(emptyAsNull && !event.currentTarget.value ? null : event.currentTarget.value)}
      onBlur={field.onBlur}
      error={fieldError(t, fieldState.error)}
    />
  );
}

/** A picker bound to the form; `loadError` is the message when its choices could not be loaded. */
export function FormSelect<T extends FieldValues, O>({
  control,
  name,
  label,
  loadError,
  ...props
}: FormFieldProps<T, O> & Omit<SelectProps, 'value' | 'onChange' | 'error' | 'name'> & { loadError?: string }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      {...props}
      label={label}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      error={fieldError(t, fieldState.error) ?? loadError}
    />
  );
}

/** An on/off switch bound to the form. */
export function FormSwitch<T extends FieldValues, O>({
  control,
  name,
  label,
  description,
}: FormFieldProps<T, O> & { description?: string }) {
  const { field } = useController({ control, name });
  return (
    <Switch
      checked={field.value ?? false}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      label={label}
      description={description}
    />
  );
}

/** The cover picture of a package or combo. */
export function FormImage<T extends FieldValues, O>({ control, name, label }: FormFieldProps<T, O>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <ImagePicker
      label={label}
      value={field.value}
      onChange={field.onChange}
      error={fieldError(t, fieldState.error)}
      testId="cover-image"
    />
  );
}

/** The red bin at the end of a form row (a variant, a price range, a package line). */
export function RemoveButton({ label, onClick, mt }: { label: string; onClick: () => void; mt?: number }) {
  return (
    <ActionIcon variant="subtle" color="red" mt={mt} onClick={onClick} aria-label={label}>
      <IconTrash size={16} />
    </ActionIcon>
  );
}

/** "Add …" under a form's rows. */
export function AddButton({
  label,
  onClick,
  small,
  ...props
}: { label: string; onClick: () => void; small?: boolean; 'data-testid'?: string } & Pick<ButtonProps, 'disabled'>) {
  return (
    <Button
      variant="light"
      size={small ? 'xs' : undefined}
      leftSection={<IconPlus size={small ? 14 : 16} />}
      style={{ alignSelf: 'flex-start' }}
      onClick={onClick}
      {...props}
    >
      {label}
    </Button>
  );
}

/** The end of a catalogue form page: "Cancel" back to the list and "Save". */
export function FormEnd({ cancelTo, saving, saveTestId }: { cancelTo: string; saving: boolean; saveTestId: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <LinkButton to={cancelTo} variant="default">
        {t('common.cancel')}
      </LinkButton>
      <Button type="submit" loading={saving} data-testid={saveTestId}>
        {t('common.save')}
      </Button>
    </Group>
  );
}
