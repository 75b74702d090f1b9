// Runs npm scripts at the same time (`node scripts/run-parallel.mjs typecheck lint`): each one's
// output is printed whole when it ends, and the exit code is the first failure's. npm test runs
// the type check and the linter this way, one on each core.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs SCRIPT…');
  process.exit(2);
}

const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        process.stdout.write(`> npm run ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds} s\n`);
        process.stdout.write(Buffer.concat(output));
        resolve(code ?? 1);
      });
    }),
);

const codes = await Promise.all(runs);
process.exit(codes.find((code) => code !== 0) ?? 0);
