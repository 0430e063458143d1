import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The browser tests use the system Chromium; Playwright's own browser download is not used. */
function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

export function ensureChromium() {
  const found = chromiumPath();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    console.error(
      'Chromium is missing: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH), then retry.',
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  const installed = chromiumPath();
  if (!installed) throw new Error('apt-get installed chromium but no binary was found');
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
