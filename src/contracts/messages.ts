/**
 * Validation messages: every zod rule in src/contracts carries a message KEY, never text.
 * The server (the `fields` of an error answer) and the browser (form errors) both turn the
 * keys into text with translateMessage.
 */
import type { z } from 'zod';
import { enMessages } from './messages-en';
import { fiMessages, type MessageKey } from './messages-fi';
import { svMessages } from './messages-sv';

export type { MessageKey } from './messages-fi';

export const languages = ['fi', 'en', 'sv'] as const;
export type Language = (typeof languages)[number];

export const validationMessages: Record<Language, Record<MessageKey, string>> = {
  fi: fiMessages,
  en: enMessages,
  sv: svMessages,
};

export const messageKeys = Object.keys(fiMessages) as MessageKey[];

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(fiMessages, value);
}

/** Names a message key in a schema; the type checks that the key exists. */
export function msg(key: MessageKey): MessageKey {
  return key;
}

function isBlank(input: unknown): boolean {
  return (
    input === undefined ||
    input === null ||
    input === '' ||
    (typeof input === 'number' && Number.isNaN(input))
  );
}

/**
 * Error parameter for a base type (z.string, z.number, z.enum...): a missing or empty value
 * (an empty number input gives NaN) reads 'required', any other wrong value reads `key`.
 */
export function requiredOr(key: MessageKey): { error: (issue: { input?: unknown }) => MessageKey } {
  return { error: (issue) => (isBlank(issue.input) ? 'validation.required' : key) };
}

/** The text of a message key; an unknown key (zod's own text) falls back to 'enter a valid value'. */
export function translateMessage(key: string, lang: Language): string {
  const catalog = validationMessages[lang];
  return isMessageKey(key) ? catalog[key] : catalog['validation.invalid_value'];
}

/** The first issue's message (a key) for each field path, paths joined with '.'. */
export function firstIssueByPath(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const first: Record<string, string> = {};
  for (const issue of issues) first[issue.path.map(String).join('.')] ??= issue.message;
  return first;
}

/** The `fields` of an error answer: the first issue of each field path, translated. */
export function issuesToFields(
  issues: readonly z.core.$ZodIssue[],
  lang: Language,
): Record<string, string> {
  const entries = Object.entries(firstIssueByPath(issues));
  return Object.fromEntries(entries.map(([path, key]) => [path, translateMessage(key, lang)]));
}

/** The error parameter of a value that is there but of the wrong kind (object, list, flag...). */
export const invalidValue = requiredOr('validation.invalid_value');
