import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

function found() {
  return candidates.find((path) => existsSync(path));
}

/** Debian's Chromium for Playwright (npm cannot download browsers here); installs it with apt when it can. */
export function ensureChromium() {
  const existing = found();
  if (existing) return existing;
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log('Chromium is missing: installing Debian packages chromium and fonts-noto-core with apt-get…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-core'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = found();
    if (installed) return installed;
  }
  console.error(
    [
      'Browser tests need Chromium, and none was found.',
      `Looked at: ${candidates.join(', ')}.`,
      hasApt
        ? 'Install it with: sudo apt-get install chromium fonts-noto-core'
        : 'Install Chromium and set CHROMIUM_PATH to its executable.',
    ].join('\n'),
  );
  process.exit(1);
}
