import { Checkbox, SimpleGrid } from '@mantine/core';
import { PERMISSIONS, type Permission } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/current-user';

type Props = { value: Permission[]; onChange: (value: Permission[]) => void; error?: string };

/** Staff may hand on only the permissions it holds (the API refuses the rest); HQ may give all. */
export function PermissionCheckboxes({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const limited = user?.role === 'staff';
  const held = new Set(user?.permissions ?? []);
  return (
    <Checkbox.Group
      label={t('staff.permissions')}
      description={limited ? t('staff.onlyOwnPermissions') : undefined}
      // Mantine's dimmed description falls below 4.5:1 contrast; this hint explains the disabled boxes.
      styles={{ description: { color: 'var(--mantine-color-text)' } }}
      value={value}
      onChange={(next) => onChange(next as Permission[])}
      error={error}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
        {PERMISSIONS.map((permission) => (
          <Checkbox
            key={permission}
            value={permission}
            label={t(`permission.${permission}`)}
            disabled={limited && !held.has(permission)}
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
