import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// Issue 42, item 18: the fake Spotify's start-up text says what docs/spotify.md says, that Classmint
// opened at localhost connects too (it sends the browser on from 127.0.0.1), not "only there".
describe('npx tsx scripts/fake-spotify.ts', () => {
  it('tells whoever starts it that Classmint works at 127.0.0.1 and at localhost', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/fake-spotify.ts', '0'], {
      env: { ...process.env, PORT: '3123' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout.setEncoding('utf8');
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes('Ctrl-C')) resolve();
      });
      child.once('exit', () => reject(new Error(`stopped before its text: ${text}`)));
    });
    child.kill('SIGINT');
    expect(text).toContain('PUBLIC_URL=http://127.0.0.1:3123');
    expect(text).toContain('http://localhost:3123');
    expect(text).not.toMatch(/works only there/);
  }, 30_000);
});
