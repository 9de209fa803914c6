import { ActionIcon, type ActionIconProps, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = Omit<ActionIconProps, 'children'> & {
  /** The tooltip, and the button's accessible name unless `aria-label` says more. */
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  withArrow?: boolean;
  'aria-label'?: string;
  'data-testid'?: string;
};

/** An icon-only button that names itself in a tooltip. */
export function IconAction({ label, icon, withArrow, ...props }: Props) {
  return (
    <Tooltip label={label} withArrow={withArrow}>
      <ActionIcon aria-label={label} {...props}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
