import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../ui/link-button';

type StatusPageProps = {
  icon: ReactNode;
  title: string;
  message?: string;
  action?: { label: string; to?: string; onClick?: () => void };
  color?: string;
  testId?: string;
};

/** The shared look of the system pages (404, 500, offline, no access, subscription expired). */
export function StatusPage({ icon, title, message, action, color = 'brand', testId }: StatusPageProps) {
  return (
    <Stack align="center" ta="center" gap="md" py="xl" data-testid={testId}>
      <ThemeIcon size={72} radius="xl" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <Title order={1} size="h2">
        {title}
      </Title>
      {message && (
        <Text c="dimmed" maw={380}>
          {message}
        </Text>
      )}
      {action &&
        (action.to ? (
          <LinkButton to={action.to}>{action.label}</LinkButton>
        ) : (
          <Button onClick={action.onClick}>{action.label}</Button>
        ))}
    </Stack>
  );
}

/** A status page given as text keys: `go` is where its button leads, or what the button does. */
export type StatusTexts = {
  icon: Icon;
  title: string;
  message: string;
  button: string;
  go: string | (() => void);
  color?: string;
  testId?: string;
};

export function StatusTextsPage({ icon: IconOf, title, message, button, go, ...rest }: StatusTexts) {
  const { t } = useTranslation();
  const action = typeof go === 'string' ? { label: t(button), to: go } : { label: t(button), onClick: go };
  return <StatusPage icon={<IconOf size={40} />} title={t(title)} message={t(message)} action={action} {...rest} />;
}
