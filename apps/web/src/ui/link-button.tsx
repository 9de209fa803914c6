import { Button, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

/** A button that opens a page (a link for the browser and screen readers), with an optional icon before its label. */
export function LinkButton({
  icon: LeadingIcon,
  children,
  ...props
}: ButtonProps & Omit<LinkProps, 'color' | 'style'> & { icon?: Icon; children?: ReactNode }) {
  return (
    <Button component={Link} leftSection={LeadingIcon && <LeadingIcon size={16} />} {...props}>
      {children}
    </Button>
  );
}
