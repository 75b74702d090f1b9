/**
 * The server's process environment as deployed, read from the files that deploy it, so the soak
 * measures memory the way the pods run (`--server-env` adds to it or overrides it):
 * - the runtime image's `ENV MALLOC_*` lines (Dockerfile: glibc's allocator settings);
 * - the Deployment's container `env` entry NODE_OPTIONS (deploy/deployment.yaml: V8's heap).
 * Plain text scans of the two files, enough for the shapes they use (one `ENV NAME=value` per line;
 * `- name: X` followed by `value: "…"`); a file that no longer has them fails the bench's test.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `ENV NAME=value` lines of the Dockerfile's last stage whose name starts with `prefix`. */
export function dockerfileEnv(dockerfile: string, prefix: string): Record<string, string> {
  const stages = dockerfile.split(/^FROM\s/m);
  const runtime = stages.at(-1) ?? '';
  const found: Record<string, string> = {};
  for (const match of runtime.matchAll(/^ENV\s+(.+)$/gm)) {
    for (const pair of match[1]!.trim().split(/\s+/)) {
      const eq = pair.indexOf('=');
      if (eq > 0 && pair.startsWith(prefix)) found[pair.slice(0, eq)] = pair.slice(eq + 1).replace(/^"(.*)"$/, '$1');
    }
  }
  return found;
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
