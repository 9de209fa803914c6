import { Alert, ColorInput, ColorSwatch, Group, MantineThemeProvider, Text } from '@mantine/core';
import { DEFAULT_THEME_COLOR, isHexColor, themeColorAdvice } from '@niaga/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const ratio = (value: number) => `${value.toFixed(2)}:1`;

/**
 * A theme colour, with a warning when the colour itself reaches less than 4.5:1 against white: text, links and
 * buttons then use the nearest darker shade that does, which the warning shows.
 */
export function ThemeColorField({
  label,
  description,
  value,
  onChange,
  error,
  testId,
  disabled,
}: {
  label: string;
  description: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  testId: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const chosen = isHexColor(value) && /^#[0-9a-f]{6}$/i.test(value) ? value : null;
  const advice = chosen ? themeColorAdvice(chosen) : null;
  // ColorInput does not pass these names on to its picker's sliders; the picker takes them from the theme.
  const pickerNames = {
    components: {
      ColorPicker: {
        defaultProps: { saturationLabel: t('companyTheme.colorSaturation'), hueLabel: t('companyTheme.colorHue') },
      },
    },
  };
  return (
    <MantineThemeProvider inherit theme={pickerNames}>
      <ColorInput
        label={label}
        description={description}
        format="hex"
        value={value}
        onChange={onChange}
        error={error}
        disabled={disabled}
        swatches={[DEFAULT_THEME_COLOR]}
        eyeDropperButtonProps={{ 'aria-label': t('companyTheme.colorPick') }}
        data-testid={testId}
      />
      {advice && !advice.reaches && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} mt="sm" data-testid={`${testId}-warning`}>
          <Text size="sm">
            {t('companyTheme.colorWarning', {
              ratio: ratio(advice.ratio),
              shade: advice.textShade,
              shadeRatio: ratio(advice.textShadeRatio),
            })}
          </Text>
          <Group gap="xs" mt="xs">
            <ColorSwatch color={chosen ?? DEFAULT_THEME_COLOR} size={20} aria-hidden />
            <Text size="sm">{chosen}</Text>
            <Text size="sm" aria-hidden>
              →
            </Text>
            <ColorSwatch color={advice.textShade} size={20} aria-hidden />
            <Text size="sm">{advice.textShade}</Text>
          </Group>
        </Alert>
      )}
    </MantineThemeProvider>
  );
}
