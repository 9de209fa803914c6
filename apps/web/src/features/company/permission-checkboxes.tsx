import { Checkbox, SimpleGrid } from '@mantine/core';
import { PERMISSIONS, type Permission } from '@niaga/shared';
import { useTranslation } from 'react-i18next';

type Props = { value: Permission[]; onChange: (value: Permission[]) => void; error?: string };

export function PermissionCheckboxes({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={t('staff.permissions')}
      value={value}
      onChange={(next) => onChange(next as Permission[])}
      error={error}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
        {PERMISSIONS.map((permission) => (
          <Checkbox key={permission} value={permission} label={t(`permission.${permission}`)} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
