/**
 * Renders an SVG source to AVIF, WebP or PNG with sharp (librsvg) in a child process of its own,
 * for `GET /api/image`. Why a process: librsvg's work is not bounded by an SVG's bytes (a few KB of
 * filters can take minutes), sharp's `timeout` is only checked between tiles (one tile renders the
 * whole drawing), and a render running on the thread pool cannot be stopped; a process can be
 * killed. It also keeps the SVG parser's memory out of the server's, and the child gets no
 * environment (no CMS key, no secrets).
 *
 * librsvg, given a buffer and no base address (as sharp gives it), loads nothing outside the
 * document: `<image href>`, `xlink:href`, `<use>`, `feImage` and CSS `@import` pointing at http(s),
 * `file:` or a path are ignored, and external XML entities are not resolved (a document using one
 * fails to parse); only `data:` URLs inside the document are drawn. `unlimited` stays off, so
 * librsvg's own limits (elements, nesting, entity amplification) hold. src/server/svg-render.test.ts
 * proves it with a loopback server and a local file.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { ImageError } from './errors.ts';
import type { SvgRenderPlan } from './svg-render-plan.ts';

export interface SvgRenderOutput {
  format: 'avif' | 'webp' | 'png';
  quality: number;
  /** AVIF encoder effort (0-9). */
  avifEffort: number;
}

export interface SvgRenderOptions {
  /** Wall-clock budget for the child: start, render and encode. */
  timeoutMs: number;
  /** Budget of pixels librsvg may render (sharp's `limitInputPixels`). */
  maxPixels: number;
  /** Largest encoded result accepted, bytes. */
  maxOutputBytes?: number;
  /** For error details and logs: the source's host. */
  where?: string;
}

const SHARP_PATH = createRequire(import.meta.url).resolve('sharp');
const DEFAULT_MAX_OUTPUT_BYTES = 32 * 1024 * 1024;
const MAX_ERROR_TEXT = 400;

/**
 * The child, CommonJS run by `node -e`: argv[1] is sharp's path, argv[2] the job as JSON; the SVG
 * arrives on stdin, the encoded image leaves on stdout, a failure's message on stderr (exit 2).
 */
const CHILD_SOURCE = `'use strict';
const sharp = require(process.argv[1]);
const job = JSON.parse(process.argv[2]);
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', () => {
  let pipeline = sharp(Buffer.concat(chunks), { density: job.density, limitInputPixels: job.maxPixels, unlimited: false, failOn: 'error' })
    .resize({ width: job.width, height: job.height, fit: 'fill' });
  if (job.format === 'avif') pipeline = pipeline.avif({ quality: job.quality, effort: job.avifEffort });
  else if (job.format === 'webp') pipeline = pipeline.webp({ quality: job.quality });
  else pipeline = pipeline.png({ compressionLevel: 9 });
  pipeline.toBuffer().then(
    (data) => process.stdout.write(data),
    (error) => { process.stderr.write(String((error && error.message) || error)); process.exitCode = 2; },
  );
});`;

/** The SVG rendered and encoded as `plan` and `output` say; an ImageError when it cannot be. */
export function renderSvg(svg: Buffer, plan: SvgRenderPlan, output: SvgRenderOutput, options: SvgRenderOptions): Promise<Buffer> {
  const where = options.where ?? 'svg';
  const maxOutputBytes = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
  const job = { density: plan.density, width: plan.width, height: plan.height, maxPixels: options.maxPixels, ...output };
  return new Promise<Buffer>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', CHILD_SOURCE, SHARP_PATH, JSON.stringify(job)], {
      env: {},
      stdio: ['pipe', 'pipe', 'pipe'],
      windowsHide: true,
    });
    const out: Buffer[] = [];
    let outBytes = 0;
    let errText = '';
    let failure: ImageError | undefined;
    const stop = (error: ImageError) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop(new ImageError('IMAGE_RENDER_TIMEOUT', `${where}: over ${options.timeoutMs} ms`)), options.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > maxOutputBytes) stop(new ImageError('IMAGE_SOURCE_TOO_LARGE', `${where}: over ${maxOutputBytes} bytes encoded`));
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (errText.length < MAX_ERROR_TEXT) errText += chunk.toString('utf8');
    });
    // The child may die before it has read everything (killed, or a failure): that is reported by
    // its exit, not by the pipe.
    child.stdin.on('error', () => undefined);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(failure ?? new Error(`svg render: could not start the renderer: ${error.message}`, { cause: error }));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (failure) return reject(failure);
      if (code === 0 && outBytes > 0) return resolve(Buffer.concat(out));
      const message = errText.trim().split('\n', 1)[0]?.slice(0, MAX_ERROR_TEXT) || `exit ${code ?? signal}`;
      reject(new ImageError(/pixel limit/i.test(message) ? 'IMAGE_SOURCE_TOO_LARGE' : 'IMAGE_UNDECODABLE', `${where}: ${message}`));
    });
    child.stdin.end(svg);
  });
}
