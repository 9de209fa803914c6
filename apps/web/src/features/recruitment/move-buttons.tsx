import { ActionIcon, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** "Move up" and "Move down" of one row of an ordered list (levels, commission ranks). */
export function MoveUpDownButtons({
  index,
  count,
  disabled = false,
  onMove,
}: {
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (step: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Tooltip label={t('recruitment.common.moveUp')}>
        <ActionIcon
          variant="subtle"
          disabled={index === 0 || disabled}
          onClick={() => onMove(-1)}
          aria-label={t('recruitment.common.moveUp')}
        >
          <IconArrowUp size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('recruitment.common.moveDown')}>
        <ActionIcon
          variant="subtle"
          disabled={index === count - 1 || disabled}
          onClick={() => onMove(1)}
          aria-label={t('recruitment.common.moveDown')}
        >
          <IconArrowDown size={16} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
