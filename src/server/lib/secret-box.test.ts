import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, loadSecretKey } from './secret-box';

describe('createSecretBox', () => {
  const box = createSecretBox('k'.repeat(32), 'totp');

  it('seals to a versioned text that hides the secret and opens back to it', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    // A fresh IV each time: equal secrets do not look equal.
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  });

  it('reads an older plaintext value as it is', () => {
    expect(box.open('JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a changed value, another key and another purpose', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    // The second last character always carries whole bits of the data (the last may carry
    // only padding bits); it becomes another one.
    const flipped = sealed.slice(0, -2) + (sealed.at(-2) === 'A' ? 'B' : 'A') + sealed.slice(-1);
    expect(flipped).not.toBe(sealed);
    expect(() => box.open(flipped)).toThrow(/cannot be decrypted/);
    expect(() => createSecretBox('x'.repeat(32), 'totp').open(sealed)).toThrow(/SECRET_KEY/);
    expect(() => createSecretBox('k'.repeat(32), 'other').open(sealed)).toThrow();
  });
});

describe('loadSecretKey', () => {
  it('uses SECRET_KEY when set', async () => {
    const key = await loadSecretKey({
      secretKey: 's'.repeat(40),
      dataDir: '/nowhere',
      inMemory: false,
    });
    expect(key).toBe('s'.repeat(40));
  });

  it('makes DATA_DIR/secret.key once, owner-readable only, and reads it back', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'secret-key-'));
    try {
      const first = await loadSecretKey({ secretKey: undefined, dataDir: dir, inMemory: false });
      const second = await loadSecretKey({ secretKey: undefined, dataDir: dir, inMemory: false });
      expect(Buffer.from(first)).toHaveLength(32);
      expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
      expect((await stat(join(dir, 'secret.key'))).mode & 0o777).toBe(0o600);
      // A box from the file opens what a box from the same file sealed (a restart).
      const sealed = createSecretBox(first, 'totp').seal('ABC');
      expect(createSecretBox(await readFile(join(dir, 'secret.key')), 'totp').open(sealed)).toBe(
        'ABC',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a key file too short to be one (never replaces it: secrets would be lost)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'secret-key-'));
    try {
      await writeFile(join(dir, 'secret.key'), 'short');
      await expect(
        loadSecretKey({ secretKey: undefined, dataDir: dir, inMemory: false }),
      ).rejects.toThrow(/fewer than 32 bytes/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
