import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The path of a program the tests use from Debian (Chromium for the browser tests, nginx for the proxy test),
 * installed with apt-get when it is missing and the tests run as root (as CI does); otherwise it says how.
 */
export function ensureDebianPackage({ name, binaries }) {
  const find = () => binaries.find((candidate) => candidate && existsSync(candidate));
  const found = find();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    console.error(`${name} is missing: run \`sudo apt-get install -y ${name}\`, then retry.`);
    process.exit(1);
  }
  console.log(`Installing Debian ${name} for the tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', name], { stdio: 'inherit', env });
  const installed = find();
  if (!installed) throw new Error(`apt-get installed ${name} but no binary was found`);
  return installed;
}

/** The browser tests use the system Chromium; Playwright's own browser download is not used. */
export const ensureChromium = () =>
  ensureDebianPackage({
    name: 'chromium',
    binaries: [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'],
  });

/** The proxy test runs the nginx site of deploy/nginx in front of three instances. */
export const ensureNginx = () => ensureDebianPackage({ name: 'nginx', binaries: ['/usr/sbin/nginx'] });

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(process.argv[2] === 'nginx' ? ensureNginx() : ensureChromium());
}
