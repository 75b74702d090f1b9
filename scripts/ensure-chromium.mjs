// Browser tests drive Debian's Chromium. Install it when it is missing (CI and fresh machines).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);

console.log(`${CHROMIUM} not found: installing Debian's chromium package…`);
const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
try {
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core`, {
    stdio: 'inherit',
  });
} catch {
  console.error('Could not install chromium with apt-get. Install it by hand, or set CHROMIUM_PATH.');
  process.exit(1);
}
