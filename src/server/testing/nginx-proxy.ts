import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export type NginxProxy = {
  /** The address students use: https, on the proxy's port. */
  origin: string;
  /** The self-signed certificate the proxy presents, for the test's clients to trust. */
  ca: Buffer;
  stop: () => Promise<void>;
};

/**
 * The nginx site of `deploy/nginx/campus-market.conf`, as a campus installs it, in front of `upstreamPorts`: only
 * its host name, ports and certificate are changed, to a self-signed one for `localhost` made here. It runs in the
 * foreground in a folder of its own.
 */
export async function startNginxProxy(upstreamPorts: number[]): Promise<NginxProxy> {
  const folder = mkdtempSync(path.join(tmpdir(), 'campus-nginx-'));
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(folder, temp));
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const cert = path.join(folder, 'cert.pem');
  const key = path.join(folder, 'key.pem');
  execFileSync('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
    ...['-addext', 'subjectAltName=DNS:localhost', '-keyout', key, '-out', cert],
  ]);

  const site = readFileSync('deploy/nginx/campus-market.conf', 'utf8');
  const servers = upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`);
  const localSite = site
    .replace(/( {4}server 127\.0\.0\.1:\d+ .*\n)+/, `${servers.join('\n')}\n`)
    .replaceAll('market.example.edu', 'localhost')
    .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replace('/etc/ssl/campus-market/fullchain.pem', cert)
    .replace('/etc/ssl/campus-market/privkey.pem', key);
  writeFileSync(
    path.join(folder, 'nginx.conf'),
    [
      'daemon off;',
      // As root, the workers would otherwise run as nobody, who may not write the temporary folders here.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${folder}/nginx.pid;`,
      `error_log ${folder}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  access_log ${folder}/access.log;`,
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (temp) => `  ${temp === 'body' ? 'client_body' : temp}_temp_path ${folder}/${temp};`,
      ),
      localSite,
      '}',
    ].join('\n'),
  );

  // Debian's nginx lives in /usr/sbin, which not every user's PATH holds.
  const binary = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const nginx: ChildProcess = spawn(binary, ['-p', folder, '-c', path.join(folder, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  nginx.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  nginx.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  await waitForPort(httpsPort, () => (nginx.exitCode === null ? null : `nginx exited:\n${output}`));
  return {
    origin: `https://localhost:${httpsPort}`,
    ca: readFileSync(cert),
    async stop() {
      if (nginx.exitCode === null) nginx.kill('SIGQUIT');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port: number, failure: () => string | null) {
  for (;;) {
    const problem = failure();
    if (problem) throw new Error(problem);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
