// What the tests need from Debian, installed when missing (CI and fresh machines): Chromium for the
// browser tests, python3 with PyYAML for the deploy/ manifest checks, redis-server for the cluster
// tests (test/support/redis.ts starts its own on loopback; Debian's service is not used), and a
// Java runtime (11 or newer) for the Nu HTML Checker (test/html-validity.test.ts runs the jar of
// the vnu-jar package with the java on the PATH; the package's install script, which downloads
// a Java runtime from outside when it finds none, is not run, and nothing outside is reachable).
import { existsSync } from 'node:fs';
import { execSync, spawnSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const packages = [];
if (!existsSync(CHROMIUM)) packages.push('chromium', 'fonts-noto-core');
if (spawnSync('python3', ['-c', 'import yaml'], { stdio: 'ignore' }).status !== 0) packages.push('python3', 'python3-yaml');
if (!existsSync('/usr/bin/redis-server')) packages.push('redis-server');
const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
if (java.status !== 0 || Number(/version "(?:1\.)?(\d+)/.exec(java.stderr)?.[1]) < 11) packages.push('default-jre-headless');
if (packages.length === 0) process.exit(0);

console.log(`installing Debian's ${packages.join(', ')}…`);
const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
try {
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`, {
    stdio: 'inherit',
  });
} catch {
  console.error(`Could not install ${packages.join(', ')} with apt-get. Install them by hand (or set CHROMIUM_PATH).`);
  process.exit(1);
}
