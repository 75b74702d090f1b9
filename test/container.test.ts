import type { ChildProcess } from 'node:child_process';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageReplay, isIgnored, parseDockerfile, parseDockerignore, parseEnv, runCommand, splitFlags, words, type StageResult } from './support/dockerfile.ts';
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
    // The bundled server (scripts/build-server.mjs): no TypeScript loader at run time.
    expect(cmd.slice(1)).toEqual(['dist/host/server.mjs']);
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
    for (const path of [
      'node_modules/react/index.js',
      'dist/server/entry-server.js',
      '.git/HEAD',
      '.env',
      '.env.production',
      '.scratch/notes',
      'npm-debug.log',
      'test/pages.test.ts',
      'src/server/config.test.ts',
      'src/app/Placeholder.test.tsx',
      'src/cms/test-support/fake-cms.ts',
      'src/content-server/test-support.ts',
      'README.md',
      'src/cms/README.md',
      'bench/run.ts',
    ]) {
      expect(isIgnored(ignoreRules, path), path).toBe(true);
    }
    for (const path of [
      'server.ts',
      'routes.ts',
      'package-lock.json',
      'src/server/start.ts',
      'src/lib/urls.ts',
      'content/sites/ports-group/site.json',
      'content/media/ports-group',
      'scripts/precompress.mjs',
      'entry-server.tsx',
    ]) {
      expect(isIgnored(ignoreRules, path), path).toBe(false);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// deploy/: parsed with PyYAML (on the machine image; the project has no YAML parser of its own).

const DEPLOY = join(ROOT, 'deploy');
const manifestFiles = readdirSync(DEPLOY)
  .filter((f) => f.endsWith('.yaml'))
  .sort();
const yaml = spawnSync(
  'python3',
  [
    '-c',
    'import json, sys, yaml\nprint(json.dumps({f: list(yaml.safe_load_all(open(f))) for f in sys.argv[1:]}))',
    ...manifestFiles.map((f) => join(DEPLOY, f)),
  ],
  { encoding: 'utf8' },
);
// python3 with PyYAML reads deploy/ (scripts/ensure-chromium.mjs installs it); a YAML error fails the checks.
const yamlProblem = yaml.status === 0 ? undefined : (yaml.error?.message ?? yaml.stderr.trim().split('\n').at(-1) ?? 'python3 failed');
type Doc = Record<string, any>;
const manifests: Record<string, Doc[]> =
  yaml.status === 0
    ? Object.fromEntries(
        Object.entries(JSON.parse(yaml.stdout) as Record<string, Doc[]>).map(([file, list]) => [file.slice(DEPLOY.length + 1), list.filter(Boolean)]),
      )
    : {};
const docs = Object.values(manifests).flat();
const RENDER_HOST = 'ports-render-host';
const REDIS = 'ports-render-host-redis';
const byKind = (kind: string, name = RENDER_HOST) => docs.find((doc) => doc?.kind === kind && doc.metadata?.name === name)!;
const allOfKind = (kind: string) => docs.filter((doc) => doc?.kind === kind);
/** Every variable src/server/config.ts reads (`integer(env, 'NAME', …)`, `text(env, 'NAME')`…). */
const CONFIG_VARIABLES = new Set([...readFileSync(join(ROOT, 'src', 'server', 'config.ts'), 'utf8').matchAll(/\(env, '([A-Z0-9_]+)'/g)].map((m) => m[1]));
/** `512Mi`, `1Gi`, `768M` in MiB. */
const mebibytes = (quantity: string) => {
  const match = /^(\d+)(Mi|Gi|M|G)$/.exec(quantity);
  if (!match) throw new Error(`unexpected memory quantity ${quantity}`);
  const n = Number(match[1]);
  return { Mi: n, Gi: n * 1024, M: (n * 1e6) / 2 ** 20, G: (n * 1e9) / 2 ** 20 }[match[2] as 'Mi' | 'Gi' | 'M' | 'G'];
};
/** The value after a flag in a container's args (`--maxmemory 256mb`). */
const argAfter = (args: string[], flag: string) => {
  const at = args.indexOf(flag);
  return at < 0 ? undefined : args[at + 1];
};

describe('deploy/ manifests', () => {
  it('has the render host (Deployment, Service, HPA, PDB, ConfigMap, Secret template) and its Redis (Deployment, Service, NetworkPolicy)', () => {
    expect(yamlProblem, 'deploy/ is valid YAML').toBeUndefined();
    expect(docs.map((doc) => doc.kind).sort()).toEqual(
      [
        'ConfigMap',
        'Deployment',
        'Deployment',
        'HorizontalPodAutoscaler',
        'Kustomization',
        'NetworkPolicy',
        'PodDisruptionBudget',
        'Secret',
        'Service',
        'Service',
      ].sort(),
    );
    expect(byKind('Deployment', REDIS)).toBeDefined();
    expect(byKind('Service', REDIS)).toBeDefined();
  });

  it('kustomization.yaml lists every manifest in deploy/ but the Secret template', () => {
    const kustomization = docs.find((doc) => doc.kind === 'Kustomization')!;
    expect(manifestFiles).toContain('redis.yaml');
    expect([...kustomization.resources].sort()).toEqual(manifestFiles.filter((f) => !f.startsWith('secret') && !f.startsWith('kustomization')).sort());
  });

  it('every Deployment has readiness and liveness probes, CPU and memory requests and limits, and runs non-root, read-only, unprivileged', () => {
    const deployments = allOfKind('Deployment');
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual([RENDER_HOST, REDIS]);
    for (const deployment of deployments) {
      const name = deployment.metadata.name;
      const pod = deployment.spec.template.spec;
      expect(pod.securityContext.runAsNonRoot, name).toBe(true);
      expect(pod.securityContext.runAsUser, name).toBeGreaterThan(0);
      expect(pod.automountServiceAccountToken, name).toBe(false);
      for (const container of pod.containers) {
        expect(container.readinessProbe, name).toBeDefined();
        expect(container.livenessProbe, name).toBeDefined();
        for (const kind of ['requests', 'limits']) {
          expect(container.resources[kind].cpu, `${name} ${kind}.cpu`).toBeDefined();
          expect(container.resources[kind].memory, `${name} ${kind}.memory`).toBeDefined();
        }
        expect(mebibytes(container.resources.limits.memory), name).toBeGreaterThanOrEqual(mebibytes(container.resources.requests.memory));
        expect(container.securityContext, name).toMatchObject({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
      }
      // The Deployment's selector picks its own pods, and only the render host's Service picks the render host's.
      expect(deployment.spec.template.metadata.labels, name).toMatchObject(deployment.spec.selector.matchLabels);
    }
  });

  it('probes /readyz and /healthz on the image port, with two replicas at least', () => {
    const deployment = byKind('Deployment');
    expect(deployment).toBeDefined();
    const container = deployment.spec.template.spec.containers[0];
    expect(deployment.spec.replicas).toBeGreaterThanOrEqual(2);
    expect(container.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'http' });
    expect(container.livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(container.ports).toEqual(expect.arrayContaining([{ name: 'http', containerPort: Number(runtimeEnv.PORT) }]));
    expect(byKind('Service').spec.ports[0].targetPort).toBe('http');
    expect(byKind('HorizontalPodAutoscaler').spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(byKind('HorizontalPodAutoscaler').spec.scaleTargetRef.name).toBe(deployment.metadata.name);
    expect(container.resources.requests.cpu).toBeDefined(); // the HPA's utilisation is measured against it
    // Drains take one render-host pod at a time, whatever the replica count, and never the Redis pod's budget.
    const pdb = byKind('PodDisruptionBudget');
    expect(pdb.spec.maxUnavailable).toBe(1);
    expect(deployment.spec.template.metadata.labels).toMatchObject(pdb.spec.selector.matchLabels);
    expect(allOfKind('PodDisruptionBudget')).toHaveLength(1);
  });

  it('gives streams in flight their grace: preStop pause + SHUTDOWN_GRACE_MS < terminationGracePeriodSeconds', () => {
    const pod = byKind('Deployment').spec.template.spec;
    const preStop = pod.containers[0].lifecycle.preStop;
    const pauseS = Number(preStop.sleep?.seconds ?? preStop.exec.command.at(-1));
    const graceMs = Number(byKind('ConfigMap', `${RENDER_HOST}-config`).data.SHUTDOWN_GRACE_MS);
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

  it('takes readiness off quickly under load, and never liveness: /healthz with a generous threshold', () => {
    const container = byKind('Deployment').spec.template.spec.containers[0];
    const ready = container.readinessProbe;
    const live = container.livenessProbe;
    // Shedding turns /readyz not-ready: the Service stops sending within seconds.
    expect(ready.failureThreshold).toBeLessThanOrEqual(2);
    expect(ready.periodSeconds * ready.failureThreshold).toBeLessThanOrEqual(6);
    // A busy pod is not a dead one: liveness waits much longer than readiness before acting.
    expect(live.httpGet.path).not.toBe('/readyz');
    expect(live.periodSeconds * live.failureThreshold).toBeGreaterThanOrEqual(30);
    expect(live.timeoutSeconds).toBeGreaterThanOrEqual(ready.timeoutSeconds);
  });

  it('sheds load before the memory limit: SHED_RSS_MB and the V8 heap cap below it, the shedding delay set', () => {
    const container = byKind('Deployment').spec.template.spec.containers[0];
    const data = byKind('ConfigMap', `${RENDER_HOST}-config`).data;
    const limitMb = mebibytes(container.resources.limits.memory);
    const shedMb = Number(data.SHED_RSS_MB);
    expect(shedMb).toBeGreaterThan(0);
    expect(shedMb).toBeLessThan(limitMb);
    expect(shedMb).toBeGreaterThanOrEqual(limitMb * 0.75);
    const nodeOptions = container.env.find((e: Doc) => e.name === 'NODE_OPTIONS').value as string;
    const heapMb = Number(/--max-old-space-size=(\d+)/.exec(nodeOptions)?.[1]);
    expect(heapMb).toBeGreaterThan(0);
    expect(heapMb).toBeLessThan(shedMb);
    expect(Number(data.SHED_EVENT_LOOP_DELAY_MS)).toBeGreaterThan(0);
    expect(Number(data.TRUST_PROXY_HOPS)).toBe(1);
  });

  it('points REDIS_URL at the Redis Service, which only the render host may reach', () => {
    const data = byKind('ConfigMap', `${RENDER_HOST}-config`).data;
    const url = new URL(data.REDIS_URL);
    const service = byKind('Service', REDIS);
    expect(url.protocol).toBe('redis:');
    expect(url.hostname).toBe(service.metadata.name);
    expect(Number(url.port || 6379)).toBe(service.spec.ports[0].port);
    const redis = byKind('Deployment', REDIS);
    const redisPodLabels = redis.spec.template.metadata.labels;
    expect(redisPodLabels).toMatchObject(service.spec.selector);
    const redisPort = redis.spec.template.spec.containers[0].ports.find((p: Doc) => p.name === service.spec.ports[0].targetPort);
    expect(redisPort).toBeDefined();
    // The render host's Service must not pick up the Redis pods, nor the reverse.
    expect(redisPodLabels).not.toMatchObject(byKind('Service').spec.selector);
    expect(byKind('Deployment').spec.template.metadata.labels).not.toMatchObject(service.spec.selector);

    const policy = byKind('NetworkPolicy', REDIS);
    expect(redisPodLabels).toMatchObject(policy.spec.podSelector.matchLabels);
    expect(policy.spec.policyTypes).toContain('Ingress');
    expect(policy.spec.ingress).toHaveLength(1);
    const [rule] = policy.spec.ingress;
    expect(rule.from).toEqual([{ podSelector: { matchLabels: byKind('Deployment').spec.template.metadata.labels } }]);
    expect(rule.ports).toEqual([{ protocol: 'TCP', port: redisPort.containerPort }]);
  });

  it('runs Redis as a bounded cache: no persistence, maxmemory below the memory limit, evicting keys with TTLs', () => {
    const container = byKind('Deployment', REDIS).spec.template.spec.containers[0];
    const args: string[] = container.args;
    expect(argAfter(args, '--save')).toBe('');
    expect(argAfter(args, '--appendonly')).toBe('no');
    const maxmemory = /^(\d+)mb$/.exec(argAfter(args, '--maxmemory') ?? '');
    expect(maxmemory).not.toBeNull();
    expect(Number(maxmemory![1])).toBeLessThan(mebibytes(container.resources.limits.memory));
    expect(argAfter(args, '--maxmemory-policy')).toMatch(/^volatile-(lru|lfu|ttl|random)$/);
    for (const probe of [container.readinessProbe, container.livenessProbe]) expect(probe.exec.command.join(' ')).toMatch(/(valkey|redis)-cli .*ping$/);
  });

  it('takes configuration from the ConfigMap (real, documented variables only) and secrets from the Secret', () => {
    const container = byKind('Deployment').spec.template.spec.containers[0];
    const configMap = byKind('ConfigMap', `${RENDER_HOST}-config`);
    const secret = byKind('Secret', `${RENDER_HOST}-secrets`);
    expect(CONFIG_VARIABLES.size).toBeGreaterThan(40);
    for (const key of Object.keys(configMap.data)) expect(CONFIG_VARIABLES, `${key} is not read by src/server/config.ts`).toContain(key);
    expect(container.envFrom).toEqual([{ configMapRef: { name: configMap.metadata.name } }, { secretRef: { name: secret.metadata.name } }]);
    const documented = new Set([...readFileSync(join(ROOT, 'docs', 'configuration.md'), 'utf8').matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((m) => m[1]));
    for (const key of Object.keys(configMap.data)) expect(documented, `${key} is not in docs/configuration.md's table`).toContain(key);
    for (const key of Object.keys(configMap.data)) expect(key).not.toMatch(/(SECRET|API_KEY|TOKEN|PASSWORD)$/);
    expect(Object.keys(secret.stringData).sort()).toEqual(['FORMS_API_KEY', 'REVALIDATE_SECRET', 'SITECORE_API_KEY', 'SITECORE_EDITING_SECRET']);
    for (const value of Object.values(secret.stringData)) expect(value).toMatch(/^REPLACE_ME/);
  });

  it('announces the metrics port to Prometheus as the ConfigMap and the image have it', () => {
    const template = byKind('Deployment').spec.template;
    expect(template.metadata.annotations).toMatchObject({ 'prometheus.io/scrape': 'true', 'prometheus.io/port': METRICS_PORT });
    expect(byKind('ConfigMap', `${RENDER_HOST}-config`).data.METRICS_PORT).toBe(METRICS_PORT);
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
    await runCommand(['cp', '-al', join(ROOT, 'node_modules'), join(cwd, 'node_modules')], {
      cwd,
      env: process.env as Record<string, string>,
      track: processes,
    }).catch(() =>
      runCommand(['cp', '-a', join(ROOT, 'node_modules'), join(cwd, 'node_modules')], { cwd, env: process.env as Record<string, string>, track: processes }),
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

/**
 * The image of the release before (PREVIOUS_IMAGE), as far as the build reads it: its client
 * files, and one release it had kept itself.
 */
const PREVIOUS_ENTRY = 'entry-client-PREVIOUS.js';
const OLDER_CHUNK = 'header-OLDERREL.js';
function previousImage(): string {
  const app = mkdtempSync(join(tmpdir(), 'image-previous-release-'));
  mkdirSync(join(app, 'dist', 'client', '.vite'), { recursive: true });
  writeFileSync(join(app, 'dist', 'client', '.vite', 'manifest.json'), JSON.stringify({ 'entry-client.tsx': { file: `assets/${PREVIOUS_ENTRY}` } }));
  mkdirSync(join(app, 'dist', 'client', 'assets'));
  writeFileSync(join(app, 'dist', 'client', 'assets', PREVIOUS_ENTRY), 'export const release = "previous";\n');
  const older = join(app, 'dist', 'previous-assets', '001700000000000-0123456789ab');
  mkdirSync(older, { recursive: true });
  writeFileSync(join(older, OLDER_CHUNK), 'export const release = "older";\n');
  return app;
}

describe('the image, its steps replayed without Docker', () => {
  beforeAll(async () => {
    const previous = previousImage();
    replay = new ImageReplay(dockerfile, { context: ROOT, ignore: ignoreRules, run, bases: { previous } });
    replay.dirs.push(previous);
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
    if (process.env.CONTAINER_TEST_TIMINGS)
      console.info(
        'container replay timings (ms):',
        timings,
        container
          ?.output()
          .split('\n')
          .filter((l) => /shut|grace|stopp|closing/i.test(l))
          .join('\n'),
      );
  });

  it('holds only what the runtime needs: no dev dependencies, tests or build tools of ours', () => {
    expect(existsSync(join(image.dir, 'node_modules', 'sharp'))).toBe(true);
    for (const absent of [
      'node_modules/vitest',
      'node_modules/typescript',
      'node_modules/playwright-core',
      'node_modules/tsx',
      'src',
      'server.ts',
      'test',
      'bench',
      'docs',
      'entry-client.tsx',
      'entry-server.tsx',
      'vite.config.ts',
      'vitest.config.ts',
      'src/server/config.test.ts',
      'src/cms/test-support',
      '.git',
    ]) {
      expect(existsSync(join(image.dir, absent)), absent).toBe(false);
    }
    expect(existsSync(join(image.dir, 'dist', 'server', 'entry-server.js'))).toBe(true);
    expect(existsSync(join(image.dir, 'dist', 'host', 'server.mjs'))).toBe(true);
    expect(existsSync(join(image.dir, 'dist', 'client', '.vite', 'manifest.json'))).toBe(true);
  });

  it('keeps the client files of the release before and of the one it had kept (PREVIOUS_IMAGE), a year in caches', async () => {
    for (const [name, text] of [
      [PREVIOUS_ENTRY, 'previous'],
      [OLDER_CHUNK, 'older'],
    ] as const) {
      const response = await fetch(`${container!.url}/assets/${name}`);
      expect(response.status, name).toBe(200);
      expect(response.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
      expect(await response.text()).toContain(text);
    }
    // The build's own files are not copied among the kept ones.
    const kept = readdirSync(join(image.dir, 'dist', 'previous-assets'), { recursive: true }).map(String);
    expect(
      kept
        .filter((path) => path.endsWith('.js'))
        .map((path) => path.split('/').pop())
        .sort(),
    ).toEqual([PREVIOUS_ENTRY, OLDER_CHUNK].sort());
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

      const exit = await Promise.race([container!.exited, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), SHUTDOWN_GRACE_MS + 5000))]);
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
