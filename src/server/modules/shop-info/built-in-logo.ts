/**
 * The product's own mark (src/web/public/favicon.svg, the same bytes: a test compares them):
 * the logo and the icons answered while no company logo is uploaded (decision 077). Kept
 * here because the server runs from its bundle, without the web app's files.
 */
export const builtInLogoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="3" y="3" width="26" height="26" rx="4" fill="#1c7ed6"/><path d="M16 5v22M5 16h22" stroke="#fff" stroke-width="2.5"/><path d="M8 10l4-3M20 22l4-3" stroke="#a5d8ff" stroke-width="2" stroke-linecap="round"/></svg>\n';
