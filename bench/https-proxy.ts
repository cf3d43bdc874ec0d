import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/free-port';

export interface HttpsProxy {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * HAProxy terminating HTTPS with HTTP/2 in front of one instance, as an installation behind TLS
 * serves Classmint (docs/scaling.md). The certificate is self-signed for 127.0.0.1, made here with
 * openssl; the browser measuring through it must ignore certificate errors.
 */
export async function startHttpsProxy(backendUrl: string): Promise<HttpsProxy> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'classmint-https-'));
  const key = path.join(folder, 'key.pem');
  const certificate = path.join(folder, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  const bundle = path.join(folder, 'bundle.pem');
  writeFileSync(bundle, readFileSync(certificate, 'utf8') + readFileSync(key, 'utf8'));

  const port = await freePort();
  const backend = new URL(backendUrl);
  const config = path.join(folder, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 65s',
      '  timeout server 65s',
      'frontend classmint',
      `  bind 127.0.0.1:${port} ssl crt ${bundle} alpn h2,http/1.1`,
      '  default_backend classmint_app',
      'backend classmint_app',
      `  server app ${backend.hostname}:${backend.port}`,
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn('haproxy', ['-f', config, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  // Listening once a TCP connection opens; TLS itself is checked by the browser's first load.
  const deadline = Date.now() + 10_000;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error('haproxy did not start (is it installed? apt-get install haproxy)');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseUrl: `https://127.0.0.1:${port}`, stop };
}
