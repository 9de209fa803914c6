import './orders-texts';
import { ActionIcon, Group, type MantineSize, NumberInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  value: number;
  /** Called with a whole number within the limits: at once for − and +, on blur or Enter when typed. */
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  disabled?: boolean;
  size?: MantineSize;
  label: string;
  testId?: string;
};

/** − [ n ] +: a quantity that is sent only once it is settled (not on every keystroke). */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = 100_000,
  disabled,
  size = 'sm',
  label,
  testId,
}: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState<string | number>(value);
  useEffect(() => setText(value), [value]);
  const commit = (next: number) => {
    const clamped = Math.min(max, Math.max(min, Math.trunc(next)));
    setText(clamped);
    if (clamped !== value) onChange(clamped);
  };
  const typed = () => {
    const parsed = typeof text === 'number' ? text : Number.parseInt(text, 10);
    if (Number.isFinite(parsed)) commit(parsed);
    else setText(value);
  };
  const iconSize = size === 'xs' ? 'md' : 'lg';
  return (
    <Group gap={4} wrap="nowrap" data-testid={testId}>
      <ActionIcon
        variant="default"
        size={iconSize}
        onClick={() => commit(value - 1)}
        disabled={disabled || value <= min}
        aria-label={t('orders.qty.less')}
      >
        <IconMinus size={14} />
      </ActionIcon>
      <NumberInput
        value={text}
        onChange={setText}
        onBlur={typed}
        onKeyDown={(event) => {
          if (event.key === 'Enter') typed();
        }}
        min={min}
        max={max}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        size={size}
        w={size === 'xs' ? 44 : 56}
        disabled={disabled}
        aria-label={label}
        styles={{ input: { textAlign: 'center', paddingInline: 4 } }}
      />
      <ActionIcon
        variant="default"
        size={iconSize}
        onClick={() => commit(value + 1)}
        disabled={disabled || value >= max}
        aria-label={t('orders.qty.more')}
      >
        <IconPlus size={14} />
      </ActionIcon>
    </Group>
  );
}
