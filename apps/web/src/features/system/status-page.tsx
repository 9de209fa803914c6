import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

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
          <Button component={Link} to={action.to}>
            {action.label}
          </Button>
        ) : (
          <Button onClick={action.onClick}>{action.label}</Button>
        ))}
    </Stack>
  );
}
