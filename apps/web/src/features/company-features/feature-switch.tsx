import { Switch } from '@mantine/core';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** One on/off setting of a settings form: its label `<prefix>.<name>` and hint `<prefix>.<name>Hint`. */
export function FeatureSwitch<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  prefix,
  disabled,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  prefix: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={t(`${prefix}.${name}`)}
          description={t(`${prefix}.${name}Hint`)}
          checked={Boolean(field.value)}
          disabled={disabled}
          data-testid={`switch-${name}`}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
        />
      )}
    />
  );
}
