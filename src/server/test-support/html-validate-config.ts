import type { ConfigData } from 'html-validate';

/**
 * How the server's pages and mails are validated (issue 25, decision 065): html-validate's
 * recommended rules, every content-model, accessibility and security rule on. Only rules
 * about how the markup is written, not what it means, are off, each with its reason:
 */
export const htmlValidateConfig: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // `<!doctype html>` in lower case is Vite's index.html; the case of the doctype is style.
    'doctype-style': 'off',
    // `<meta ... />`: React and our head write void elements self-closed; both are valid HTML.
    'void-style': 'off',
    // `style` attributes: React's style props and Mantine's per-element CSS variables; the
    // CSP allows them (style-src 'unsafe-inline') and they are no content-model question.
    'no-inline-style': 'off',
    // Attribute names are case-insensitive in HTML; React writes some in camelCase
    // (`inputMode`, `autoComplete`).
    'attr-case': 'off',
    // `disabled=""`, `inert=""`: React's way to write a boolean attribute, equally valid.
    'attribute-boolean-style': 'off',
    // `download=""`: React's way to write an attribute that may be empty (the order page's
    // calendar file and receipt links, rendered with the order since decision 080).
    'attribute-empty-style': 'off',
    // A typographic preference (non-breaking spaces in phone numbers), not markup.
    'tel-non-breaking': 'off',
    // Mantine's accordion panels are `role="region"` as the WAI-ARIA accordion pattern has
    // them; their element is Mantine's. Every other role must still be its native element.
    'prefer-native-element': ['error', { exclude: ['region'] }],
  },
};
