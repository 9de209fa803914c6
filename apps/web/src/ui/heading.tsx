import { Text, Title } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

type Props = ComponentPropsWithoutRef<'div'> & {
  title: string;
  hint: string;
  /** A page's own title (h1); otherwise a card's (h2). */
  page?: boolean;
};

/** A title with a dimmed line under it saying what the page or card is for. */
export function Heading({ title, hint, page, ...props }: Props) {
  return (
    <div {...props}>
      <Title order={page ? 1 : 2} size={page ? 'h2' : 'h4'}>
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {hint}
      </Text>
    </div>
  );
}
