import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  // Dialogs, drawers and menus appear without sliding or fading for people whose system asks
  // for less motion (and for the browser tests, which ask for it so axe reads settled colours).
  respectReducedMotion: true,
  // Every text field says its type (html-validate's no-implicit-input-type, issue 25): Mantine
  // writes none unless given one. Plain objects, so that no component's code is imported here.
  components: {
    TextInput: { defaultProps: { type: 'text' } },
    NumberInput: { defaultProps: { type: 'text' } },
    Autocomplete: { defaultProps: { type: 'text' } },
  },
});

/**
 * Mantine's default dimmed grey and error red are below WCAG AA contrast on white (small
 * text: field hints and error messages); use darker ones everywhere.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7], '--mantine-color-error': t.colors.red[9] },
  dark: {},
});

/**
 * One focus indicator for every control, customer site and back office (WCAG 2.2 focus
 * appearance, 2.4.11 and 2.4.13; decision 072): a 2 px ring in the primary colour (blue 8:
 * 5.0:1 on white, 4.5:1 on the landing page's light blue), 2 px outside the control, so it
 * lies on the page's background rather than on the control's own fill or border. Mantine
 * draws this ring on its buttons, links, checkboxes and accordion headers (`focusRing:
 * 'auto'`), but a text field only turns its 1 px border blue: the fields get the ring too,
 * whenever they have focus (a field shows focus whether clicked or tabbed to). Mantine's
 * own stylesheet comes after this one (the build's stylesheets end the page, decision 044),
 * so the field's rule is made the more specific with `:root`. Other native controls (the
 * calculator's yes/no radios, summaries) get the same ring from `:focus-visible`. A
 * heading focused after a change of page (app/heading-focus.ts) is not a control and
 * shows no ring.
 */
export const focusIndicatorCss = [
  ':focus-visible{outline:2px solid var(--mantine-primary-color-filled);outline-offset:2px}',
  ':root .mantine-Input-input:focus-within{outline:2px solid var(--mantine-primary-color-filled);outline-offset:2px}',
  'h1[tabindex="-1"]:focus{outline:none}',
].join('');
