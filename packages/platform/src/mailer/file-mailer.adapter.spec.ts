import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFileMailer } from './file-mailer.adapter';

describe('the file mailer of the embedded mode', () => {
  it('writes each mail as an owner-only .eml message a mail program can open', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'emberhold-mail-')), 'mail');
    const sent: string[] = [];
    const mailer = createFileMailer({ dir, from: 'Emberhold Gifts <no-reply@emberhold.test>', onSent: (file) => sent.push(file) });
    try {
      await mailer.send({ to: 'reader@example.test', subject: 'Reset your password', text: 'Follow https://gifts.example/reset/abc' });
      const files = readdirSync(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      expect(sent).toEqual([join(dir, files[0]!)]);
      const message = readFileSync(join(dir, files[0]!), 'utf8');
      expect(message).toMatch(/^From: Emberhold Gifts <no-reply@emberhold\.test>$/m);
      expect(message).toMatch(/^To: reader@example\.test$/m);
      expect(message).toMatch(/^Subject: Reset your password$/m);
      expect(message).toContain('https://gifts.example/reset/abc');
      expect(statSync(join(dir, files[0]!)).mode & 0o777).toBe(0o600);
    } finally {
      await mailer.close();
      rmSync(join(dir, '..'), { recursive: true, force: true });
    }
  });
});
