import { describe, expect, it } from 'vitest';
import { contrastRatio, mixHex, relativeLuminance, shadeReaching } from './contrast.js';
import { accessibleShades, DARK_SURFACES, DIMMED_TEXT, LIGHT_SURFACES, themeColorAdvice } from './theme-shades.js';

const round = (value: number) => Math.round(value * 100) / 100;

describe('WCAG contrast', () => {
  it('computes relative luminance and ratios as WCAG 2.1 defines them', () => {
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#000')).toBe(0);
    expect(round(contrastRatio('#000000', '#ffffff'))).toBe(21);
    expect(contrastRatio('#777', '#777')).toBe(1);
    // The figures of the axe report (issue 16, finding 14).
    expect(round(contrastRatio('#868e96', '#ffffff'))).toBe(3.32);
    expect(round(contrastRatio('#019aff', '#ffffff'))).toBe(2.97);
    expect(contrastRatio('#ffffff', '#019aff')).toBe(contrastRatio('#019aff', '#ffffff'));
  });

  it('moves a colour just far enough to reach the ratio', () => {
    const darker = shadeReaching('#019aff', ['#ffffff'], 'black');
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // One step less would not do: the shade is the lightest that passes (within a rounding step of one unit).
    expect(contrastRatio(mixHex(darker, '#ffffff', 0.02), '#ffffff')).toBeLessThan(4.5);
    expect(shadeReaching('#1a1a1a', ['#ffffff'], 'black')).toBe('#1a1a1a');
    const lighter = shadeReaching('#1c7ed6', ['#242424'], 'white');
    expect(contrastRatio(lighter, '#242424')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('theme shades', () => {
  const palettes = {
    brand: [
      '#e6f5ff',
      '#cdebff',
      '#a5dbff',
      '#7ccbff',
      '#54baff',
      '#2baaff',
      '#019aff',
      '#0183d9',
      '#016cb3',
      '#01558c',
    ],
    // Mantine's green (the 4.32:1 badge) and yellow (a light custom colour), and a dark navy.
    green: [
      '#ebfbee',
      '#d3f9d8',
      '#b2f2bb',
      '#8ce99a',
      '#69db7c',
      '#51cf66',
      '#40c057',
      '#37b24d',
      '#2f9e44',
      '#2b8a3e',
    ],
    yellow: [
      '#fff9db',
      '#fff3bf',
      '#ffec99',
      '#ffe066',
      '#ffd43b',
      '#fcc419',
      '#fab005',
      '#f59f00',
      '#f08c00',
      '#e67700',
    ],
    navy: [
      '#e6e9ef',
      '#ccd2de',
      '#a3aec4',
      '#7a8aa9',
      '#52668f',
      '#294375',
      '#001f5b',
      '#001a4d',
      '#001640',
      '#001132',
    ],
  };

  it.each(Object.entries(palettes))('%s reaches 4.5:1 for text, links and buttons in both schemes', (_, palette) => {
    const { light, dark } = accessibleShades(palette);
    for (const surface of LIGHT_SURFACES) {
      expect(contrastRatio(light.text, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(light.lightColor, surface)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(light.lightColor, palette[1] as string)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light.outline, palette[1] as string)).toBeGreaterThanOrEqual(4.5);
    for (const surface of DARK_SURFACES) {
      expect(contrastRatio(dark.text, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(dark.outline, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(dark.lightColor, surface)).toBeGreaterThanOrEqual(4.5);
    }
    // White text on filled buttons, and on their hover shade.
    for (const filled of [light.filled, light.filledHover, dark.filled, dark.filledHover])
      expect(contrastRatio('#ffffff', filled)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a colour that already reaches 4.5:1', () => {
    expect(accessibleShades(palettes.navy).light.filled).toBe('#001f5b');
  });

  it('gives dimmed text 4.5:1 in both schemes', () => {
    for (const surface of LIGHT_SURFACES) expect(contrastRatio(DIMMED_TEXT.light, surface)).toBeGreaterThanOrEqual(4.5);
    for (const surface of DARK_SURFACES) expect(contrastRatio(DIMMED_TEXT.dark, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('tells HQ when its colour does not reach 4.5:1 and which shade is used instead', () => {
    const brand = themeColorAdvice('#019aff');
    expect(brand.reaches).toBe(false);
    expect(round(brand.ratio)).toBe(2.97);
    expect(brand.textShadeRatio).toBeGreaterThanOrEqual(4.5);
    expect(themeColorAdvice('#001f5b')).toMatchObject({ reaches: true, textShade: '#001f5b' });
  });
});
