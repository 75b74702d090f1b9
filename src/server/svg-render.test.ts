import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isImageError } from './errors.ts';
import { renderSvg, type SvgRenderOptions, type SvgRenderOutput } from './svg-render.ts';
import { planSvgRender } from './svg-render-plan.ts';

/**
 * The SVG renderer in its child process: what it makes, and what librsvg must never do with an
 * SVG from a buffer: fetch anything over the network, or read a file. A loopback server records
 * every request; a red PNG on disk is referenced every way an SVG can (absolute path, `file:`,
 * relative path, `xlink:href`, `feImage`, CSS `@import`). Nothing may be requested and no red
 * may be drawn, while the same red PNG inside the document (a `data:` URL) is drawn: the check
 * can see an image that loads.
 */

const BUDGET = 40_000_000;
const WEBP: SvgRenderOutput = { format: 'webp', quality: 85, avifEffort: 2 };
/** Lossless, for the checks that read pixels. */
const PNG: SvgRenderOutput = { format: 'png', quality: 85, avifEffort: 2 };
const OPTIONS: SvgRenderOptions = { timeoutMs: 15_000, maxPixels: BUDGET };

let dir: string;
let redPng: Buffer;
let loopback: Server;
let origin: string;
const requests: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'svg-render-'));
  redPng = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  writeFileSync(join(dir, 'red.png'), redPng);
  writeFileSync(join(dir, 'red.css'), 'rect { fill: #ff0000 !important; }');
  loopback = createServer((request, response) => {
    requests.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'image/png' }).end(redPng);
  });
  await new Promise<void>((resolve) => loopback.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(loopback.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => loopback?.close(resolve));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const svgDoc = (body: string, size = 100) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${size}" height="${size}" viewBox="0 0 100 100">${body}</svg>`,
  );

async function render(svg: Buffer, width = 100, output: SvgRenderOutput = PNG, options = OPTIONS): Promise<Buffer> {
  const metadata = await sharp(svg, { limitInputPixels: false }).metadata();
  return renderSvg(svg, planSvgRender(metadata, width, BUDGET), output, options);
}

/** The RGBA of the rendered image's centre. */
async function centre(image: Buffer): Promise<number[]> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 4;
  return [...data.subarray(at, at + 4)];
}

async function failure(run: () => Promise<unknown>): Promise<{ code: string; detail?: string | undefined }> {
  try {
    await run();
  } catch (error) {
    if (isImageError(error)) return { code: error.code, detail: error.detail };
    throw error;
  }
  throw new Error('expected a failure');
}

describe('renderSvg', () => {
  it('renders at the width asked for, as WebP, AVIF or PNG', async () => {
    const svg = svgDoc('<circle cx="50" cy="50" r="40" fill="#0b2341"/>', 16);
    for (const [format, width] of [
      ['webp', 640],
      ['avif', 320],
      ['png', 1280],
    ] as const) {
      const image = await render(svg, width, { format, quality: 85, avifEffort: 2 });
      const meta = await sharp(image).metadata();
      expect(meta.format).toBe(format === 'avif' ? 'heif' : format);
      expect([meta.width, meta.height]).toEqual([width, width]);
    }
  });

  it('draws what the document holds, a data: URL included (the control for the checks below)', async () => {
    expect(await centre(await render(svgDoc('<rect width="100" height="100" fill="#00ff00"/>')))).toEqual([0, 255, 0, 255]);
    const image = await render(svgDoc(`<image href="data:image/png;base64,${redPng.toString('base64')}" width="100" height="100"/>`));
    expect(await centre(image)).toEqual([255, 0, 0, 255]);
  });

  it('never fetches over the network nor reads a file the SVG points at', async () => {
    const file = join(dir, 'red.png');
    const references = [
      `<image href="${origin}/image-href.png" width="100" height="100"/>`,
      `<image xlink:href="${origin}/image-xlink.png" width="100" height="100"/>`,
      `<image href="file://${file}" width="100" height="100"/>`,
      `<image xlink:href="file://${file}" width="100" height="100"/>`,
      `<image href="${file}" width="100" height="100"/>`,
      `<image href="red.png" width="100" height="100"/>`,
      `<use href="${origin}/use.svg#shape"/>`,
      `<filter id="f"><feImage href="${origin}/fe-image.png"/></filter><rect width="100" height="100" filter="url(#f)"/>`,
      `<filter id="g"><feImage href="file://${file}"/></filter><rect width="100" height="100" filter="url(#g)"/>`,
      `<style>@import url("${origin}/import.css"); @import url("file://${join(dir, 'red.css')}");</style><rect width="100" height="100" fill="#00ff00"/>`,
    ];
    for (const reference of references) {
      const [r] = await centre(await render(svgDoc(reference)));
      expect(r, reference).toBe(0);
    }
    expect(requests).toEqual([]);
  });

  it('does not resolve external entities: such a document fails to parse', async () => {
    const svg = Buffer.from(
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY net SYSTEM "${origin}/entity.txt"><!ENTITY file SYSTEM "file:///etc/hostname">]>` +
        '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><text y="50">&net;&file;</text></svg>',
    );
    const refused = await failure(() => renderSvg(svg, planSvgRender({ width: 100, height: 100 }, 100, BUDGET), WEBP, OPTIONS));
    expect(refused.code).toBe('IMAGE_UNDECODABLE');
    expect(requests).toEqual([]);
  });

  it('answers a malformed SVG with IMAGE_UNDECODABLE and librsvg’s reason', async () => {
    const refused = await failure(() =>
      renderSvg(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect</svg>'),
        planSvgRender({ width: 10, height: 10 }, 320, BUDGET),
        WEBP,
        OPTIONS,
      ),
    );
    expect(refused.code).toBe('IMAGE_UNDECODABLE');
    expect(refused.detail).toMatch(/XML parse error/);
  });

  it('kills a render that runs out of time (a few KB of filters keep librsvg busy for minutes)', async () => {
    const rects = Array.from({ length: 200 }, (_, i) => `<rect x="${i}" y="${i}" width="1500" height="800" filter="url(#slow)"/>`).join('');
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><filter id="slow"><feGaussianBlur stdDeviation="80"/><feTurbulence baseFrequency="0.05" numOctaves="8"/></filter>${rects}</svg>`,
    );
    const started = Date.now();
    const refused = await failure(() => renderSvg(svg, planSvgRender({ width: 1600, height: 900 }, 1280, BUDGET), WEBP, { ...OPTIONS, timeoutMs: 1_500 }));
    expect(refused.code).toBe('IMAGE_RENDER_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses an encoded result over its byte budget', async () => {
    const refused = await failure(() => render(svgDoc('<rect width="100" height="100" fill="#123456"/>'), 1280, PNG, { ...OPTIONS, maxOutputBytes: 64 }));
    expect(refused.code).toBe('IMAGE_SOURCE_TOO_LARGE');
  });
});
