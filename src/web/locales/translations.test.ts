import { describe, expect, it } from 'vitest';

/**
 * No visible text is missing in any language (issue 26): every key of a Finnish namespace
 * exists in the other languages' file and no other key does, no text is empty, and each
 * translation names the same `{{placeholders}}` and `<tags>` (Trans components) as the
 * Finnish text, so nothing silently falls back to Finnish or shows a raw key.
 */
const files = import.meta.glob<unknown>('./*/*.json', { eager: true, import: 'default' });

// The back office (staff pages and the washer's day) is used in Finnish and English only:
// issue 26 gives Swedish to what customers see, so these namespaces have no Swedish file.
const backOfficeNamespaces = ['admin', 'admin-*', 'washer-day'];

const isBackOffice = (namespace: string) =>
  backOfficeNamespaces.some((name) =>
    name.endsWith('*') ? namespace.startsWith(name.slice(0, -1)) : namespace === name,
  );

/** The languages a namespace is translated into from Finnish. */
const translationsOf = (namespace: string) => (isBackOffice(namespace) ? ['en'] : ['en', 'sv']);

function namespacesIn(language: string): string[] {
  const prefix = `./${language}/`;
  return Object.keys(files)
    .filter((path) => path.startsWith(prefix))
    .map((path) => path.slice(prefix.length, -'.json'.length))
    .sort();
}

/** Nested keys flattened to 'a.b.c'; a value that is not text is kept as a failure. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return new Map([[prefix, value]]);
  }
  const entries = Object.entries(value).flatMap(([key, inner]) => [
    ...flatten(inner, prefix ? `${prefix}.${key}` : key),
  ]);
  return new Map(entries);
}

// i18next's plural forms ('pieces_one', 'pieces_other'): each language has its own set.
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/**
 * A plural form's group ('pieces'), or the key itself. Only a group with an `_other` form
 * is plural, as in i18next: 'amount_zero' beside 'amount' is a key of its own.
 */
function groupOf(key: string, texts: Map<string, unknown>): string {
  const base = key.replace(pluralSuffix, '');
  return base !== key && texts.has(`${base}_other`) ? base : key;
}

/** The keys with each plural group as one key, and the forms each group has. */
function keysAndPlurals(texts: Map<string, unknown>) {
  const keys = new Set<string>();
  const plurals = new Map<string, string[]>();
  for (const key of texts.keys()) {
    const base = groupOf(key, texts);
    keys.add(base);
    if (base !== key)
      plurals.set(base, [...(plurals.get(base) ?? []), key.slice(base.length + 1)].sort());
  }
  return { keys, plurals };
}

/** What a text must carry over: `{{name}}` placeholders (format dropped) and `<tag>`s. */
function slotsOf(text: unknown): string[] {
  const source = typeof text === 'string' ? text : '';
  const placeholders = [...source.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`);
  const tags = [...source.matchAll(/<(\w+)>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...placeholders, ...tags])].sort();
}

/** A plural group's slots are those of all its forms (a singular may leave out {{count}}). */
function slotsByKey(texts: Map<string, unknown>): Map<string, string[]> {
  const slots = new Map<string, Set<string>>();
  for (const [key, text] of texts) {
    const base = groupOf(key, texts);
    const set = slots.get(base) ?? new Set<string>();
    for (const slot of slotsOf(text)) set.add(slot);
    slots.set(base, set);
  }
  return new Map([...slots].map(([key, set]) => [key, [...set].sort()]));
}

const textsOf = (language: string, namespace: string) =>
  flatten(files[`./${language}/${namespace}.json`]);

const difference = (a: Set<string>, b: Set<string>) => [...a].filter((key) => !b.has(key));

describe('locale files', () => {
  const finnish = namespacesIn('fi');

  it('finds the Finnish namespaces', () => {
    expect(finnish).toContain('common');
    expect(finnish.filter(isBackOffice)).toContain('admin');
  });

  for (const language of ['en', 'sv']) {
    it(`has a ${language} file for exactly the namespaces that need one`, () => {
      const wanted = finnish.filter((namespace) => translationsOf(namespace).includes(language));
      expect(namespacesIn(language)).toEqual(wanted);
    });
  }

  for (const namespace of finnish) {
    describe(namespace, () => {
      const source = textsOf('fi', namespace);
      const { keys: sourceKeys } = keysAndPlurals(source);
      const sourceSlots = slotsByKey(source);

      for (const language of ['fi', ...translationsOf(namespace)]) {
        const texts = textsOf(language, namespace);

        it(`has no empty text (${language})`, () => {
          const empty = [...texts]
            .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
            .map(([key]) => key);
          expect(empty).toEqual([]);
        });

        it(`has the plural forms ${language} needs`, () => {
          const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
          const wanted = [...categories].sort();
          const { plurals } = keysAndPlurals(texts);
          const wrong = [...plurals].filter(([, forms]) => forms.join() !== wanted.join());
          expect(wrong).toEqual([]);
        });

        if (language === 'fi') continue;

        it(`has the keys of the Finnish file and no others (${language})`, () => {
          const { keys } = keysAndPlurals(texts);
          expect({
            missing: difference(sourceKeys, keys),
            extra: difference(keys, sourceKeys),
          }).toEqual({ missing: [], extra: [] });
        });

        it(`keeps the Finnish placeholders and tags (${language})`, () => {
          const slots = slotsByKey(texts);
          const differing = [...sourceSlots]
            .filter(([key, wanted]) => slots.has(key) && slots.get(key)!.join() !== wanted.join())
            .map(([key, wanted]) => ({ key, fi: wanted, [language]: slots.get(key) }));
          expect(differing).toEqual([]);
        });
      }
    });
  }
});
