import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A payment's outcome (pending, paid, failed): an icon, a heading and what follows, centred in one card. */
export function ResultCard({
  icon,
  title,
  children,
  testId,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={560} mx="auto" w="100%" data-testid={testId}>
      <Stack gap="md" align="center" ta="center">
        {icon}
        <Title order={1} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
