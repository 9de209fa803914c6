import { Grid, type GridColProps, TextInput, type TextInputProps } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../lib/form';

export const HALF = { base: 12, xs: 6 };

/** A text input in its grid column: registered on the form, its zod message translated beside it. */
export function TextCol({
  span = HALF,
  field,
  error,
  ...input
}: Omit<TextInputProps, 'error'> & {
  span?: GridColProps['span'];
  field: UseFormRegisterReturn;
  error: { message?: string } | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Grid.Col span={span}>
      <TextInput {...input} {...field} error={fieldError(t, error)} />
    </Grid.Col>
  );
}
