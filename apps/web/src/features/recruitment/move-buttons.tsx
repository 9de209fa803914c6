import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IconAction } from '../../ui/icon-action';

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
      <IconAction
        label={t('recruitment.common.moveUp')}
        variant="subtle"
        disabled={index === 0 || disabled}
        onClick={() => onMove(-1)}
        icon={<IconArrowUp size={16} />}
      />
      <IconAction
        label={t('recruitment.common.moveDown')}
        variant="subtle"
        disabled={index === count - 1 || disabled}
        onClick={() => onMove(1)}
        icon={<IconArrowDown size={16} />}
      />
    </>
  );
}
