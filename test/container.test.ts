import type { ChildProcess } from 'node:child_process';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ImageReplay,
  isIgnored,
  parseDockerfile,
  parseDockerignore,
  parseEnv,
  runCommand,
  splitFlags,
  words,
  type StageResult,
} from './support/dockerfile.ts';
import { IMAGE_USERS, execIn, freePort, killAll, probe, startContainer, waitUntilServing, type Container } from './support/container.ts';

/**
 * The container (issue 3, items 11 and 12). Docker cannot run here, so the image's steps are
 * replayed from the Dockerfile itself: the build stage's copies and `npm run build`, the runtime
 * stage's production install and copies into a fresh folder, then its CMD, HEALTHCHECK and
 * STOPSIGNAL. What the image would lack, this test lacks too.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dockerfile = parseDockerfile(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'));
const ignoreRules = parseDockerignore(readFileSync(join(ROOT, '.dockerignore'), 'utf8'));
const runtime = dockerfile.stages.at(-1)!;
const all = (keyword: string) => runtime.instructions.filter((i) => i.keyword === keyword);
const runtimeEnv = Object.assign({}, ...all('ENV').map((i) => parseEnv(i.args))) as Record<string, string>;
const METRICS_PORT = '9464';

describe('Dockerfile', () => {
  it('builds every stage on Node 24 LTS, pinned by minor version', () => {
    const external = dockerfile.stages.filter((stage) => !dockerfile.stages.some((s) => s.name === stage.base));
    expect(external.length).toBeGreaterThan(0);
    for (const stage of external) expect(stage.base).toMatch(/^node:24\.\d+-(bookworm|trixie)-slim(@sha256:[0-9a-f]{64})?$/);
    expect(dockerfile.stages.map((s) => s.name)).toEqual(expect.arrayContaining(['deps', 'build', 'runtime']));
  });

  it('runs as the non-root node user, in production mode, on port 3000 (metrics on 9464)', () => {
    expect(all('USER').at(-1)?.args).toBe('node');
    expect(IMAGE_USERS.node?.uid).not.toBe(0);
    expect(runtimeEnv).toMatchObject({ NODE_ENV: 'production', PORT: '3000' });
    expect(all('EXPOSE').flatMap((i) => words(i.args))).toEqual(expect.arrayContaining([runtimeEnv.PORT, METRICS_PORT]));
  });

  it('installs production dependencies only, from the lockfile', () => {
    const runs = all('RUN').map((i) => splitFlags(i.args).rest);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatch(/^npm ci\b.*--omit=dev/);
  });

  it('starts node itself (exec form, not npm), stops on SIGTERM, checks /healthz with node', () => {
    const cmd = JSON.parse(all('CMD').at(-1)!.args) as string[];
    expect(cmd[0]).toBe('node');
    expect(cmd).not.toContain('npm');
    expect(cmd.join(' ')).toMatch(/--import tsx server\.ts$/);
    expect(all('STOPSIGNAL').at(-1)?.args).toBe('SIGTERM');
    const healthcheck = splitFlags(all('HEALTHCHECK').at(-1)!.args).rest;
    expect(healthcheck).toMatch(/^CMD \["node",/);
    expect(healthcheck).toContain('/healthz');
  });

  it('bakes no secret into any stage', () => {
    for (const stage of dockerfile.stages) {
      for (const instruction of stage.instructions.filter((i) => i.keyword === 'ENV' || i.keyword === 'ARG')) {
        const names = instruction.keyword === 'ENV' ? Object.keys(parseEnv(instruction.args)) : [instruction.args.split('=')[0]!];
        for (const name of names) expect(name, `Dockerfile line ${instruction.line}`).not.toMatch(/SECRET|KEY|TOKEN|PASSWORD/i);
      }
    }
    expect(Object.keys(dockerfile.args).join(' ')).not.toMatch(/SECRET|KEY|TOKEN|PASSWORD/i);
  });

  it('.dockerignore keeps dependencies, builds, secrets, tests and documents out of the context', () => {
    for (const path of ['node_modules/react/index.js', 'dist/server/entry-server.js', '.git/HEAD', '.env', '.env.production',
      '.scratch/notes', 'npm-debug.log', 'test/pages.test.ts', 'src/server/config.test.ts', 'src/app/Placeholder.test.tsx',
      'src/cms/test-support/fake-cms.ts', 'src/content-server/test-support.ts', 'README.md', 'src/cms/README.md', 'bench/run.ts']) {
      expect(isIgnored(ignoreRules, path), path).toBe(true);
    }
    for (const path of ['server.ts', 'routes.ts', 'package-lock.json', 'src/server/start.ts', 'src/lib/urls.ts',
      'content/sites/ports-group/site.json', 'content/media/ports-group', 'scripts/precompress.mjs', 'entry-server.tsx']) {
      expect(isIgnored(ignoreRules, path), path).toBe(false);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// deploy/: parsed with PyYAML (on the machine image; the project has no YAML parser of its own).

const DEPLOY = join(ROOT, 'deploy');
const manifestFiles = ['configmap.yaml', 'deployment.yaml', 'service.yaml', 'hpa.yaml', 'pdb.yaml', 'secret.template.yaml', 'kustomization.yaml'];
const yaml = spawnSync(
  'python3',
  ['-c', 'import json, sys, yaml\nprint(json.dumps({f: list(yaml.safe_load_all(open(f))) for f in sys.argv[1:]}))', ...manifestFiles.map((f) => join(DEPLOY, f))],
  { encoding: 'utf8' },
);
// python3 with PyYAML reads deploy/ (scripts/ensure-chromium.mjs installs it); a YAML error fails the checks.
const yamlProblem = yaml.status === 0 ? undefined : (yaml.error?.message ?? yaml.stderr.trim().split('\n').at(-1) ?? 'python3 failed');
type Doc = Record<string, any>;
const manifests: Record<string, Doc[]> =
  yaml.status === 0
    ? Object.fromEntries(Object.entries(JSON.parse(yaml.stdout) as Record<string, Doc[]>).map(([file, list]) => [file.slice(DEPLOY.length + 1), list]))
    : {};
const docs = Object.values(manifests).flat();
const byKind = (kind: string) => docs.find((doc) => doc?.kind === kind)!;

describe('deploy/ manifests', () => {
  it('has a Deployment, Service, HorizontalPodAutoscaler, PodDisruptionBudget, ConfigMap and Secret template', () => {
    expect(yamlProblem, 'deploy/ is valid YAML').toBeUndefined();
    expect(docs.map((doc) => doc.kind).sort()).toEqual(
      ['ConfigMap', 'Deployment', 'HorizontalPodAutoscaler', 'Kustomization', 'PodDisruptionBudget', 'Secret', 'Service'].sort(),
    );
    const kustomization = byKind('Kustomization');
    expect([...kustomization.resources].sort()).toEqual(manifestFiles.filter((f) => !f.startsWith('secret') && !f.startsWith('kustomization')).sort());
  });

  it('probes /readyz and /healthz on the image port, with two replicas at least', () => {
    const deployment = byKind('Deployment');
    const container = deployment.spec.template.spec.containers[0];
    expect(deployment.spec.replicas).toBeGreaterThanOrEqual(2);
    expect(container.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'http' });
    expect(container.livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(container.ports).toEqual(expect.arrayContaining([{ name: 'http', containerPort: Number(runtimeEnv.PORT) }]));
    expect(byKind('Service').spec.ports[0].targetPort).toBe('http');
    expect(byKind('HorizontalPodAutoscaler').spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(byKind('HorizontalPodAutoscaler').spec.scaleTargetRef.name).toBe(deployment.metadata.name);
    expect(container.resources.requests.cpu).toBeDefined(); // the HPA's utilisation is measured against it
  });

  it('gives streams in flight their grace: preStop pause + SHUTDOWN_GRACE_MS < terminationGracePeriodSeconds', () => {
    const pod = byKind('Deployment').spec.template.spec;
    const preStop = pod.containers[0].lifecycle.preStop;
    const pauseS = Number(preStop.sleep?.seconds ?? preStop.exec.command.at(-1));
    const graceMs = Number(byKind('ConfigMap').data.SHUTDOWN_GRACE_MS);
    expect(pauseS).toBeGreaterThan(0);
    expect(graceMs).toBeGreaterThan(0);
    expect(pod.terminationGracePeriodSeconds * 1000).toBeGreaterThanOrEqual(pauseS * 1000 + graceMs + 5000);
  });

  it('runs as the image user, read-only, with a writable /tmp', () => {
    const pod = byKind('Deployment').spec.template.spec;
    const container = pod.containers[0];
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: IMAGE_USERS.node!.uid });
    expect(container.securityContext).toMatchObject({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false });
    const tmp = container.volumeMounts.find((m: Doc) => m.mountPath === '/tmp');
    expect(pod.volumes.find((v: Doc) => v.name === tmp.name).emptyDir).toBeDefined();
  });

  it('takes configuration from the ConfigMap (documented variables only) and secrets from the Secret', () => {
    const container = byKind('Deployment').spec.template.spec.containers[0];
    const configMap = byKind('ConfigMap');
    const secret = byKind('Secret');
    expect(container.envFrom).toEqual([
      { configMapRef: { name: configMap.metadata.name } },
      { secretRef: { name: secret.metadata.name } },
    ]);
    const documented = new Set([...readFileSync(join(ROOT, 'README.md'), 'utf8').matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((m) => m[1]));
    for (const key of Object.keys(configMap.data)) expect(documented, `${key} is not in README's configuration table`).toContain(key);
    for (const key of Object.keys(configMap.data)) expect(key).not.toMatch(/SECRET|API_KEY|TOKEN|PASSWORD/);
    expect(Object.keys(secret.stringData).sort()).toEqual(['FORMS_API_KEY', 'REVALIDATE_SECRET', 'SITECORE_API_KEY', 'SITECORE_EDITING_SECRET']);
    for (const value of Object.values(secret.stringData)) expect(value).toMatch(/^REPLACE_ME/);
  });

  it('announces the metrics port to Prometheus as the ConfigMap and the image have it', () => {
    const template = byKind('Deployment').spec.template;
    expect(template.metadata.annotations).toMatchObject({ 'prometheus.io/scrape': 'true', 'prometheus.io/port': METRICS_PORT });
    expect(byKind('ConfigMap').data.METRICS_PORT).toBe(METRICS_PORT);
    expect(template.spec.containers[0].ports).toEqual(expect.arrayContaining([{ name: 'metrics', containerPort: Number(METRICS_PORT) }]));
  });
});

// ---------------------------------------------------------------------------------------------
// The image's steps, replayed.

const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const BLOCK_DATA = 'data-block-data';
const SHUTDOWN_GRACE_MS = 8000;
const processes = new Set<ChildProcess>();
let replay: ImageReplay | undefined;
let image: StageResult;
let container: Container | undefined;
const timings: Record<string, number | string> = {};

/**
 * RUN steps. The deps stage's `npm ci` installs the same lockfile this checkout has installed
 * (npm test runs after npm ci), so its node_modules is hard-linked instead (saves ~8 s); every
 * other step, the runtime stage's production install included, really runs, from the npm cache.
 */
async function run(command: string, cwd: string, env: Record<string, string>) {
  const started = Date.now();
  if (/^npm ci\b/.test(command) && !command.includes('--omit=dev')) {
    if (!existsSync(join(ROOT, 'node_modules'))) throw new Error('node_modules is missing: run npm ci first');
    await runCommand(['cp', '-al', join(ROOT, 'node_modules'), join(cwd, 'node_modules')], { cwd, env: process.env as Record<string, string>, track: processes }).catch(
      () => runCommand(['cp', '-a', join(ROOT, 'node_modules'), join(cwd, 'node_modules')], { cwd, env: process.env as Record<string, string>, track: processes }),
    );
  } else {
    await runCommand(['/bin/sh', '-c', command], {
      cwd,
      env: {
        PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
        HOME: process.env.HOME ?? '/root', // the npm cache and configuration
        npm_config_prefer_offline: 'true',
        npm_config_ignore_scripts: 'false',
        ...env,
      },
      track: processes,
    });
  }
  timings[command] = Date.now() - started;
}

describe('the image, its steps replayed without Docker', () => {
  beforeAll(async () => {
    replay = new ImageReplay(dockerfile, { context: ROOT, ignore: ignoreRules, run });
    image = await replay.build(dockerfile.stages.length - 1);
    container = await startContainer(
      image,
      {
        HOST: '127.0.0.1',
        PORT: String(await freePort()),
        NEWS_FEED_DELAY_MS: '3000',
        NEWS_FEED_CACHE_S: '0',
        SHUTDOWN_GRACE_MS: String(SHUTDOWN_GRACE_MS),
      },
      processes,
    );
    timings.start = await waitUntilServing(container, '/healthz', 30_000);
  }, 180_000);

  afterAll(async () => {
    await killAll(processes);
    await Promise.all([...(replay?.dirs ?? []), ...(container ? [container.scratch] : [])].map((dir) => rm(dir, { recursive: true, force: true })));
    if (process.env.CONTAINER_TEST_TIMINGS) console.info('container replay timings (ms):', timings, container?.output().split('\n').filter((l) => /shut|grace|stopp|closing/i.test(l)).join('\n'));
  });

  it('holds only what the runtime needs: no dev dependencies, tests or build tools of ours', () => {
    expect(existsSync(join(image.dir, 'node_modules', 'tsx'))).toBe(true);
    expect(existsSync(join(image.dir, 'node_modules', 'sharp'))).toBe(true);
    for (const absent of ['node_modules/vitest', 'node_modules/typescript', 'node_modules/playwright-core', 'test', 'bench',
      'docs', 'entry-client.tsx', 'entry-server.tsx', 'vite.config.ts', 'src/server/config.test.ts', 'src/cms/test-support', '.git']) {
      expect(existsSync(join(image.dir, absent)), absent).toBe(false);
    }
    expect(existsSync(join(image.dir, 'dist', 'server', 'entry-server.js'))).toBe(true);
    expect(existsSync(join(image.dir, 'dist', 'client', '.vite', 'manifest.json'))).toBe(true);
  });

  it(`answers /healthz${process.getuid?.() === 0 ? ', running as the image user (uid 1000)' : ''}`, async () => {
    expect(await probe(container!.url, '/healthz')).toBe(200);
    if (process.getuid?.() === 0) expect(container!.user).toEqual(IMAGE_USERS.node);
  });

  it('serves the home page', async () => {
    const response = await fetch(container!.url + '/', { headers: { 'user-agent': PERSON } });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(text.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('passes its own HEALTHCHECK, which fails when nothing answers', async () => {
    const check = image.healthcheck!.cmd;
    const healthy = await execIn(container!, image, check, 5000, processes);
    expect(healthy, healthy.output).toMatchObject({ code: 0 });
    const deadPort = String(await freePort());
    const unhealthy = await execIn({ ...container!, env: { ...container!.env, PORT: deadPort } }, image, check, 5000, processes);
    expect(unhealthy.code).not.toBe(0);
  });

  it('answers /readyz with 200 once it serves', async () => {
    expect(await probe(container!.url, '/readyz')).toBe(200);
  });

  // Last: it stops the server.
  it('on SIGTERM during a slow stream: turns unready, finishes the stream, exits 0 within the grace', async () => {
    const client = new Client(container!.url);
    try {
      const response = await client.request({ path: '/', method: 'GET', headers: { 'user-agent': PERSON, 'accept-encoding': 'identity' } });
      expect(response.statusCode).toBe(200);
      const chunks = response.body[Symbol.asyncIterator]();
      let text = '';
      while (!text.includes('</head>')) {
        const next = await chunks.next();
        if (next.done) break;
        text += (next.value as Buffer).toString('utf8');
      }
      // The shell is in, the news block still pending (its feed answers after 3 s).
      expect(text).toContain('</head>');
      expect(text).not.toContain(BLOCK_DATA);

      const signalledAt = Date.now();
      container!.child.kill(image.stopSignal as NodeJS.Signals);
      const rest = (async () => {
        for (let next = await chunks.next(); !next.done; next = await chunks.next()) text += (next.value as Buffer).toString('utf8');
      })();

      // Readiness is off: a 503, or no listener any more.
      let ready: number | string = 200;
      for (let i = 0; i < 10; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        ready = await probe(container!.url, '/readyz', 1000);
        if (ready === 503 || typeof ready === 'string') break;
      }
      expect([503, 'ECONNREFUSED', 'ECONNRESET'], `/readyz after SIGTERM answered ${ready}`).toContain(ready);
      timings.readyzAfterSigterm = ready;

      // The response in flight completes, news included. The client keeps its connection open
      // afterwards, as a load balancer's keep-alive pool does.
      await rest;
      timings.streamEndAfterSigterm = Date.now() - signalledAt;
      expect(text).toContain(BLOCK_DATA);
      expect(text.trimEnd().endsWith('</html>')).toBe(true);

      const exit = await Promise.race([
        container!.exited,
        new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), SHUTDOWN_GRACE_MS + 5000)),
      ]);
      expect(exit, container!.output().slice(-3000)).not.toBe('timeout');
      if (exit === 'timeout') return;
      timings.exitAfterSigterm = exit.at - signalledAt;
      expect({ code: exit.code, signal: exit.signal }, container!.output().slice(-3000)).toEqual({ code: 0, signal: null });
      expect(exit.at - signalledAt).toBeLessThan(SHUTDOWN_GRACE_MS + 5000);
    } finally {
      await client.close().catch(() => {});
    }
  }, 30_000);
});
