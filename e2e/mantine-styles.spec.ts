import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// Decision 091: the customer pages' stylesheet holds the Mantine styles their scripts use, the
// back office's routes bring the rest. Read from the build the tests run against.

const webRoot = process.env.WEB_OUT_DIR ?? 'dist/web';
const stylesDir = 'node_modules/@mantine/core/styles';

/** The component stylesheets a list module imports, in its order. */
const listed = (module: string) =>
  [...readFileSync(module, 'utf8').matchAll(/'@mantine\/core\/styles\/([A-Z][\w]*\.css)'/g)].map(
    (m) => m[1]!,
  );

/** Mantine's component stylesheets in the order of its whole `styles.css`. */
function mantineOrder(): string[] {
  const whole = readFileSync('node_modules/@mantine/core/styles.css', 'utf8');
  const at = (file: string) =>
    whole.indexOf(readFileSync(join(stylesDir, file), 'utf8').trim().slice(0, 200));
  return readdirSync(stylesDir)
    .filter((file) => /^[A-Z]\w*\.css$/.test(file))
    .sort((a, b) => at(a) - at(b));
}

/** The scripts of every customer page: the entry and all it loads, bar the back office's routes. */
function customerScripts(): string {
  const manifest = JSON.parse(readFileSync(join(webRoot, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; dynamicImports?: string[] }
  >;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || key === 'app/admin-routes.tsx' || !manifest[key]) return;
    seen.add(key);
    [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])].forEach(visit);
  };
  visit('index.html');
  return [...seen]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(webRoot, file), 'utf8'))
    .join('\n');
}

test("the customer pages' stylesheet has exactly the Mantine styles their scripts use", () => {
  const scripts = customerScripts();
  const used = mantineOrder().filter((file) =>
    [...readFileSync(join(stylesDir, file), 'utf8').matchAll(/\.(m_[0-9a-f]{8})/g)].some((m) =>
      scripts.includes(m[1]!),
    ),
  );
  expect(listed('src/web/app/mantine-styles.ts')).toEqual(used);
});

test("the back office's list has the rest of Mantine's, both in Mantine's order", () => {
  const order = mantineOrder();
  const customer = listed('src/web/app/mantine-styles.ts');
  expect(listed('src/web/app/mantine-admin-styles.ts')).toEqual(
    order.filter((file) => !customer.includes(file)),
  );
  expect(customer).toEqual(order.filter((file) => customer.includes(file)));
});
