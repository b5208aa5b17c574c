import {
  convertCssVariables,
  deepMerge,
  defaultCssVariablesResolver,
  em,
  keys,
  px,
  useMantineTheme,
  type CSSVariablesResolver,
} from '@mantine/core';
import { focusIndicatorCss } from './theme';

/**
 * Mantine's two `<style>` elements (the theme's CSS variables and the `hiddenFrom` /
 * `visibleFrom` classes), written as React 19 hoistable styles (`href` and `precedence`)
 * instead of in place inside `<div id="root">`, where HTML allows no `<style>` (issue 25,
 * decision 065). React puts them in the head: the server's page has them there (the server
 * moves React's hoisted styles into the head) and the browser adopts them when it hydrates;
 * a page rendered in the browser only (the back office) gets them in its head too. The CSS
 * is what MantineProvider's own MantineCssVariables and MantineClasses write (Mantine 9.7),
 * which are turned off there; then the focus indicator every control shares (theme.ts).
 */
export function ThemeStyles(props: { selector: string; resolver: CSSVariablesResolver }) {
  const theme = useMantineTheme();
  const variables = deepMerge(defaultCssVariablesResolver(theme), props.resolver(theme));
  const colorScheme = {
    variables: {},
    dark: { '--mantine-color-scheme': 'dark' },
    light: { '--mantine-color-scheme': 'light' },
  };
  const variablesCss =
    convertCssVariables(variables, props.selector) +
    convertCssVariables(colorScheme, props.selector);
  const classesCss = keys(theme.breakpoints)
    .map((breakpoint) => {
      const value = String(theme.breakpoints[breakpoint]);
      const isPx = value.includes('px');
      const pixels = Number(px(value));
      const below = isPx ? `${pixels - 0.1}px` : em(pixels - 0.1);
      const from = isPx ? `${pixels}px` : em(pixels);
      return (
        `@media (max-width: ${below}) {.mantine-visible-from-${breakpoint} {display: none !important;}}` +
        `@media (min-width: ${from}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`
      );
    })
    .join('');
  return (
    <>
      <style href="mantine-theme-variables" precedence="mantine">
        {variablesCss}
      </style>
      <style href="mantine-theme-classes" precedence="mantine">
        {classesCss}
      </style>
      <style href="focus-indicator" precedence="mantine">
        {focusIndicatorCss}
      </style>
    </>
  );
}
