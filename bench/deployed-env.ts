/**
 * The server's process environment as deployed, read from the files that deploy it, so the soak
 * measures memory the way the pods run (`--server-env` adds to it or overrides it):
 * - the runtime image's `ENV MALLOC_*` lines (Dockerfile: glibc's allocator settings);
 * - the Deployment's container `env` entry NODE_OPTIONS (deploy/deployment.yaml: V8's heap).
 * The Dockerfile is read by the container test's parser (test/support/dockerfile.ts); the manifest
 * by a text scan for the shape it uses (`- name: X` followed by `value: "…"`). A file that no
 * longer has them fails the bench's test.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDockerfile, parseEnv } from '../test/support/dockerfile.ts';

/** The runtime stage's ENV variables whose name starts with `prefix` (the container test's parser). */
export function dockerfileEnv(dockerfile: string, prefix: string): Record<string, string> {
  const runtime = parseDockerfile(dockerfile).stages.at(-1);
  const env = Object.assign({}, ...(runtime?.instructions ?? []).filter((i) => i.keyword === 'ENV').map((i) => parseEnv(i.args))) as Record<string, string>;
  return Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith(prefix)));
}

/** The value of a container env entry `- name: NAME` / `value: "…"` in a manifest. */
export function manifestEnv(manifest: string, name: string): string | undefined {
  const match = new RegExp(`^\\s*- name: ${name}\\s*\\n\\s*value: "([^"]*)"`, 'm').exec(manifest);
  return match?.[1];
}

export function deployedServerEnv(root: string): Record<string, string> {
  const malloc = dockerfileEnv(readFileSync(join(root, 'Dockerfile'), 'utf8'), 'MALLOC_');
  const nodeOptions = manifestEnv(readFileSync(join(root, 'deploy', 'deployment.yaml'), 'utf8'), 'NODE_OPTIONS');
  return { ...malloc, ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}) };
}
