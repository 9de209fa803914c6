import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../lib/form';
import { type NumberKind, numberToText, PARSERS } from './numbers';

type Props<T extends FieldValues, O extends FieldValues = T> = {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  kind: NumberKind;
  label: string;
  required?: boolean;
  /** RM, Rp… shown before a money value. */
  currencyLabel?: string;
  description?: string;
  /** In a table cell the column header is the visible label; the field keeps it for screen readers. */
  hideLabel?: boolean;
};

/**
 * A number typed as text: money in ringgit (sent as sen), a percentage or whole units. The form holds the
 * number the API wants; the text the user typed is kept here so "12.5" is not rewritten while typing.
 */
export function NumericField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  kind,
  label,
  required,
  currencyLabel = 'RM',
  description,
  hideLabel,
}: Props<T, O>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController<T, FieldPath<T>, O>({ control, name });
  const value = field.value as number | undefined;
  const [text, setText] = useState(() => numberToText(kind, value));
  const [parseError, setParseError] = useState<string | undefined>();

  // A reset (another row, the saved values) changes the number from outside: show it.
  useEffect(() => {
    const current = PARSERS[kind](text).value;
    const same = current === value || (Number.isNaN(current) && Number.isNaN(value));
    if (!same) {
      setText(numberToText(kind, value));
      setParseError(undefined);
    }
  }, [value, kind, text]);

  const section = kind === 'money' ? currencyLabel : kind === 'percent' ? '%' : undefined;
  return (
    <TextInput
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
      description={description}
      required={required}
      name={field.name}
      ref={field.ref}
      value={text}
      inputMode={kind === 'units' ? 'numeric' : 'decimal'}
      autoComplete="off"
      leftSection={kind === 'money' ? section : undefined}
      leftSectionWidth={kind === 'money' ? 40 : undefined}
      rightSection={kind === 'percent' ? section : undefined}
      placeholder={kind === 'money' ? '0.00' : '0'}
      onChange={(event) => {
        const next = event.currentTarget.value;
        const parsed = PARSERS[kind](next);
        setText(next);
        setParseError(parsed.error);
        field.onChange(parsed.value);
      }}
      onBlur={() => {
        if (!parseError && value !== undefined) setText(numberToText(kind, value));
        field.onBlur();
      }}
      error={parseError ? t(parseError) : fieldError(t, fieldState.error)}
    />
  );
}
