/** Text safe inside HTML content and quoted attributes: the five special characters as references. */
export const escapeHtml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
