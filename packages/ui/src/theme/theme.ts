import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Vazirmatn is bundled by the app (`@fontsource/vazirmatn`); the rest only covers the moment before it loads. */
export const KARSAZ_FONT_FAMILY =
  'Vazirmatn, -apple-system, BlinkMacSystemFont, "Segoe UI", Tahoma, Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * The palette of the product (spec platform-core §9): each colour from its lightest (0) to its darkest (9) shade;
 * components use shade 7 in the light scheme. Shade 9 is the text of the light variants (on shade 1): dark enough
 * for WCAG AA (4.5:1), as the accessibility tests check (docs/accessibility.md).
 */
export const karsazColors = {
  /** primary: blue */
  primary: ['#e7f0ff', '#cfdffd', '#9dbcf6', '#6898f1', '#3d79ec', '#2266ea', '#115cea', '#004cd0', '#0043bb', '#0039a5'],
  /** secondary: grey-blue */
  secondary: ['#eff3f8', '#dfe5ed', '#bcc9d9', '#97abc5', '#7892b4', '#6482aa', '#5a7aa6', '#496891', '#3f5c83', '#314f75'],
  /** success: green */
  success: ['#e6fcf0', '#d3f4e1', '#a8e7c3', '#79d9a3', '#52ce88', '#3ac677', '#2bc26d', '#1aab5b', '#0c984f', '#007038'],
  /** warning: amber */
  warning: ['#fff8e1', '#ffefcc', '#ffdd9b', '#ffca64', '#ffba38', '#ffb01b', '#ffab09', '#e39500', '#ca8400', '#8f5c00'],
  /** danger: coral red */
  danger: ['#ffeceb', '#ffd8d5', '#fcb0aa', '#f8857c', '#f56155', '#f34a3c', '#f33d2f', '#d82f22', '#c1271d', '#a91b15'],
} satisfies Record<string, MantineColorsTuple>;

/**
 * The Mantine theme of every Karsaz screen. Mantine keeps the writing direction out of the theme: the app sets it
 * with `DirectionProvider` (rtl for Persian, ltr for English) and the `dir` attribute of `<html>`.
 */
export const karsazTheme = createTheme({
  colors: karsazColors,
  primaryColor: 'primary',
  // shade 7: text in a colour (`c="danger"`) and white text on it reach 4.5:1; shade 6 of danger and secondary did not
  primaryShade: { light: 7, dark: 8 },
  // filled buttons and badges take black or white text, whichever reads better on their colour (success, warning)
  autoContrast: true,
  luminanceThreshold: 0.2,
  fontFamily: KARSAZ_FONT_FAMILY,
  headings: { fontFamily: KARSAZ_FONT_FAMILY, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
