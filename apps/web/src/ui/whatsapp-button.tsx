import { Button, type ButtonProps } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type WhatsAppButtonProps = ButtonProps & {
  /** The text WhatsApp opens with (the link inside it). */
  message: string;
  children: ReactNode;
  'aria-label'?: string;
  'data-testid'?: string;
};

/** Shares a message on WhatsApp (`https://wa.me/?text=`), in a new tab. */
export function WhatsAppButton({ message, size, children, ...props }: WhatsAppButtonProps) {
  return (
    <Button
      component="a"
      href={`https://wa.me/?text=${encodeURIComponent(message)}`}
      target="_blank"
      rel="noopener noreferrer"
      variant="light"
      color="green"
      size={size}
      leftSection={<IconBrandWhatsapp size={size === 'xs' ? 14 : 16} />}
      {...props}
    >
      {children}
    </Button>
  );
}
