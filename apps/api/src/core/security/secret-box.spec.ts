import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SecretBox } from './secret-box';

const config = (dataKey: string | null, dataDir = mkdtempSync(join(tmpdir(), 'box-'))) => ({ dataDir, auth: { jwtSecret: null, dataKey } });

describe('the secret box', () => {
  it('seals a secret that only the same key opens, differently each time', () => {
    const box = new SecretBox(config('k'.repeat(40)));
    const a = box.seal('رمز SMTP ۱۲۳');
    expect(a).toMatch(/^v1:/);
    expect(a).not.toContain('SMTP');
    expect(box.seal('رمز SMTP ۱۲۳')).not.toBe(a);
    expect(box.open(a)).toBe('رمز SMTP ۱۲۳');
    expect(new SecretBox(config('x'.repeat(40))).open(a)).toBeNull();
  });

  it('reads a tampered or foreign value as none', () => {
    const box = new SecretBox(config('k'.repeat(40)));
    const sealed = box.seal('secret');
    // one character of the tag changed (its first: all six of its bits count, unlike a last one's padding bits)
    const [head, tag, body] = sealed.split('.') as [string, string, string];
    const flipped = `${head}.${tag[0] === 'A' ? 'B' : 'A'}${tag.slice(1)}.${body}`;
    expect(flipped).not.toBe(sealed);
    expect(box.open(flipped)).toBeNull();
    expect(box.open('plain text')).toBeNull();
    expect(box.open(null)).toBeNull();
  });

  it('keeps its key in the data folder when none is configured, so a restart opens what was sealed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'box-'));
    const sealed = new SecretBox(config(null, dir)).seal('p');
    expect(new SecretBox(config(null, dir)).open(sealed)).toBe('p');
  });
});
