import { List, ThemeIcon } from '@mantine/core';
import { PASSWORD_RULES } from '@niaga/shared';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Live checklist of the spec §5 password rules, from packages/shared. */
export function PasswordChecklist({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <List spacing={4} size="sm" center data-testid="password-checklist">
      {PASSWORD_RULES.map((rule) => {
        const passed = rule.test(value);
        return (
          <List.Item
            key={rule.key}
            c={passed ? 'teal' : 'dimmed'}
            data-passed={passed}
            icon={
              <ThemeIcon size={18} radius="xl" color={passed ? 'teal' : 'gray'} variant={passed ? 'filled' : 'light'}>
                {passed ? <IconCheck size={12} /> : <IconX size={12} />}
              </ThemeIcon>
            }
          >
            {t(rule.key)}
          </List.Item>
        );
      })}
    </List>
  );
}
