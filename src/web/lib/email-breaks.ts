/**
 * An e-mail address cut into the pieces a line may end after: each piece ends with its
 * `@` or `.` ("first.last@example.fi" → "first.", "last@", "example.", "fi"), so a long
 * address wraps where a reader expects it, never inside a word (decision 072).
 */
export function emailBreakParts(email: string): string[] {
  return email.match(/[^@.]*[@.]|[^@.]+$/g) ?? [];
}

/** An e-mail address in a sentence: ends before a full stop or comma that follows it. */
const emailInText = /[^\s@<>(),;:]+@[^\s@<>(),;:]*[^\s@<>(),;:.]/g;

/** A text cut into its plain parts and the e-mail addresses in it, in order. */
export function splitEmails(text: string): { text: string; isEmail: boolean }[] {
  const parts: { text: string; isEmail: boolean }[] = [];
  let from = 0;
  for (const match of text.matchAll(emailInText)) {
    if (match.index > from) parts.push({ text: text.slice(from, match.index), isEmail: false });
    parts.push({ text: match[0], isEmail: true });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), isEmail: false });
  return parts;
}
