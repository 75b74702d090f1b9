#
# The render host as a container: Node 24 LTS, production dependencies only, non-root.
#   docker build -t ports-render-host .
#   docker run --rm -p 3000:3000 ports-render-host
# See docs/deployment.md. BuildKit (Docker 23+, buildx) for the npm cache mounts.
# test/container.test.ts replays these stages without Docker, reading every instruction from this
# file: it knows ARG, FROM, WORKDIR, ENV, COPY (no wildcards), RUN (shell form), USER, EXPOSE,
# HEALTHCHECK, STOPSIGNAL and CMD (exec form), and fails on anything else until taught it.

# Pinned by minor version: patch releases (security fixes) arrive on rebuild. Pin by digest
# (node:24.20-bookworm-slim@sha256:…) in your registry for byte-for-byte reproducible builds.
ARG NODE_IMAGE=node:24.20-bookworm-slim
# The image of the release this one replaces (--build-arg PREVIOUS_IMAGE=registry/ports-render-host:1.4.2).
# Its client files, and the earlier releases' it kept, stay servable in the new image: pages those
# releases made (in a CDN, a browser) still name them (docs/deployment.md#release-skew). Unset, for
# a first release: an image without them.
ARG PREVIOUS_IMAGE=${NODE_IMAGE}

# deps: every dependency, dev ones included, for the build.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

# previous: the release before's dist/client and dist/previous-assets, empty folders when there is none.
FROM ${PREVIOUS_IMAGE} AS previous
USER root
WORKDIR /app
RUN mkdir -p dist/client dist/previous-assets

# build: the client bundles (dist/client) and the server-side render bundle (dist/server). It
# takes the whole context (.dockerignore leaves out tests, documents and local builds), so a new
# entry or build script needs no change here; none of it reaches the runtime image but dist/.
FROM deps AS build
COPY . .
# The build moves the release before's client files among the kept ones and keeps the last three
# (scripts/kept-releases.mjs); they reach the runtime with the rest of dist/.
COPY --from=previous /app/dist/client ./dist/client
COPY --from=previous /app/dist/previous-assets ./dist/previous-assets
RUN npm run build

# runtime: production dependencies, the build (the server itself is dist/host/server.mjs, bundled
# by `npm run build`: no TypeScript and no loader at run time), and the sample content.
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production PORT=3000 NPM_CONFIG_UPDATE_NOTIFIER=false
# Without a CMS, the embedded content server stores enquiry submissions and page views here: /app
# is not writable for the node user. Mount a volume on it to keep them beyond the container.
ENV CONTENT_DATA_DIR=/tmp/render-host-data
# glibc: blocks from 128 KiB up come from mmap and go back to the kernel when freed. By default the
# threshold grows with every large block freed, until compression buffers and cached pages churn
# in the heap and freed memory stays resident: 60 MiB more after the soak (docs/decisions/017).
ENV MALLOC_MMAP_THRESHOLD_=131072
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund
# What the server reads at run time besides dist/: the embedded content server's sample content
# (and the embeds it serves). Files stay owned by root: the server cannot rewrite them.
COPY content ./content
COPY --from=build /app/dist ./dist
USER node
# 3000: the site (PORT). 9464: Prometheus metrics, only when METRICS_PORT=9464 is set (deploy/ does).
EXPOSE 3000 9464
# Liveness through the server's own /healthz; node's fetch, as slim images have no curl.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz',{signal:AbortSignal.timeout(2500)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# server.ts answers SIGTERM with a graceful shutdown (readiness off, streams in flight finish
# within SHUTDOWN_GRACE_MS, then exit 0). node runs as PID 1, not under npm, so the signal
# reaches it directly.
STOPSIGNAL SIGTERM
CMD ["node", "dist/host/server.mjs"]
