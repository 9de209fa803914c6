import { useLocalStorage } from '@mantine/hooks';
import { useCallback } from 'react';
import { menuGroup } from './menu.config';

/** Which menu groups are open, remembered per user in this browser (a group not yet touched: its default). */
export function useOpenGroups(userId: string) {
  const [stored, setStored] = useLocalStorage<Record<string, boolean>>({
    key: `niaga.menuGroups.${userId}`,
    defaultValue: {},
    getInitialValueInEffect: false,
  });
  const isOpen = useCallback((key: string) => stored[key] ?? !menuGroup(key)?.closedByDefault, [stored]);
  const setOpen = useCallback(
    (key: string, open: boolean) => setStored((current) => ({ ...current, [key]: open })),
    [setStored],
  );
  return { isOpen, setOpen };
}
