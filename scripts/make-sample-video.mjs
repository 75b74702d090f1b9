// Makes the sample site's looping videos and their posters (content/media/ports-group/video/):
// a container quay at dusk, drawn on a canvas in Debian's Chromium, encoded frame by frame with
// WebCodecs (VP9) and written as WebM by the small muxer below. Nothing is recorded in real time,
// so the output is the same on a fast or a busy machine and the loop is frame-exact.
//
//   node scripts/make-sample-video.mjs            writes the files
//   CHROMIUM_PATH=/path/to/chromium node …        another Chromium
//
// The art is ours; the files are small on purpose (flat shapes compress well). Keep each one
// under the content test's media size limit.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const OUT_DIR = new URL('../content/media/ports-group/video/', import.meta.url).pathname;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** One loop: 6 s at 24 frames a second; a keyframe (and WebM cluster) every 3 s for seeking. */
const SECONDS = 6;
const FPS = 24;
const KEYFRAME_EVERY = 3 * FPS;

const VARIANTS = [
  { name: 'quay-loop', width: 768, height: 432, bitrate: 14_000 },
  { name: 'quay-loop-portrait', width: 360, height: 640, bitrate: 14_000 },
];

// ---------------------------------------------------------------------------------------------
// The scene, run in the page. World coordinates are 1600 x 900; `camera` maps them to the frame.
// Every motion has a period that divides the loop, so frame N+1 after the last is frame 0.

function drawScene(ctx, width, height, t, loopSeconds) {
  const W = 1600;
  const H = 900;
  const scale = height / H;
  // Landscape frames show the whole world; portrait ones centre on the crane.
  const focusX = width >= height ? W / 2 : 1010;
  const offsetX = width / 2 - focusX * scale;
  ctx.setTransform(scale, 0, 0, scale, offsetX, 0);
  const phase = (periods) => (2 * Math.PI * periods * t) / loopSeconds;

  const horizon = 560;
  const sky = ctx.createLinearGradient(0, 0, 0, horizon);
  sky.addColorStop(0, '#0b2341');
  sky.addColorStop(0.55, '#3b2f63');
  sky.addColorStop(0.85, '#c8553d');
  sky.addColorStop(1, '#f2a541');
  ctx.fillStyle = sky;
  ctx.fillRect(-2000, 0, W + 4000, horizon);

  // Sun on the horizon, its glow breathing once per loop.
  const glow = 150 + 12 * Math.sin(phase(1));
  const sun = ctx.createRadialGradient(520, horizon, 0, 520, horizon, glow);
  sun.addColorStop(0, '#ffe3a3');
  sun.addColorStop(0.45, '#f6a04d');
  sun.addColorStop(1, 'rgba(246,160,77,0)');
  ctx.fillStyle = sun;
  ctx.fillRect(520 - glow, horizon - glow, glow * 2, glow);

  // Stars twinkle.
  const stars = [
    [120, 60],
    [300, 120],
    [460, 40],
    [700, 90],
    [860, 30],
    [1040, 70],
    [1200, 40],
    [1380, 110],
    [1500, 50],
    [980, 150],
  ];
  stars.forEach(([x, y], i) => {
    ctx.globalAlpha = 0.45 + 0.35 * Math.sin(phase(2) + i * 1.7);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(x, y, 3, 3);
  });
  ctx.globalAlpha = 1;

  // Distant hills.
  ctx.fillStyle = '#2a2550';
  ctx.beginPath();
  ctx.moveTo(-2000, horizon);
  ctx.lineTo(-200, horizon - 40);
  ctx.quadraticCurveTo(150, horizon - 90, 380, horizon - 30);
  ctx.quadraticCurveTo(600, horizon - 60, 760, horizon);
  ctx.closePath();
  ctx.fill();

  // Sea.
  const sea = ctx.createLinearGradient(0, horizon, 0, H);
  sea.addColorStop(0, '#1c3557');
  sea.addColorStop(1, '#061426');
  ctx.fillStyle = sea;
  ctx.fillRect(-2000, horizon, W + 4000, H - horizon);

  // The sun's reflection and wave lines drift sideways, one wavelength per loop.
  ctx.fillStyle = 'rgba(246,160,77,0.55)';
  for (let row = 0; row < 7; row++) {
    const y = horizon + 14 + row * 22;
    const half = 90 - row * 10 + 10 * Math.sin(phase(1) + row);
    ctx.fillRect(520 - half, y, half * 2, 4);
  }
  ctx.strokeStyle = 'rgba(120,160,210,0.35)';
  ctx.lineWidth = 3;
  for (let row = 0; row < 6; row++) {
    const y = horizon + 40 + row * 55;
    const wave = 160;
    const shift = ((t / loopSeconds) * wave * (row % 2 ? 1 : -1)) % wave;
    ctx.beginPath();
    for (let x = -2000 + shift; x < W + 2000; x += wave) {
      ctx.moveTo(x, y);
      ctx.quadraticCurveTo(x + wave / 4, y - 6, x + wave / 2, y);
    }
    ctx.stroke();
  }

  // Quay.
  ctx.fillStyle = '#0a1628';
  ctx.fillRect(780, horizon + 40, 2000, 60);
  ctx.fillStyle = '#13243d';
  ctx.fillRect(780, horizon + 40, 2000, 8);

  // Stacked containers on the quay.
  const palette = ['#c8553d', '#2ec4c7', '#f2a541', '#1b4075', '#00778a', '#8c3b2b'];
  for (let col = 0; col < 9; col++) {
    for (let row = 0; row < 3 - (col % 2); row++) {
      ctx.fillStyle = palette[(col * 2 + row) % palette.length];
      ctx.fillRect(1180 + col * 46, horizon + 40 - (row + 1) * 26, 42, 23);
    }
  }

  // The moored ship bobs twice a loop.
  const bob = 4 * Math.sin(phase(2));
  ctx.save();
  ctx.translate(0, bob);
  ctx.fillStyle = '#0d1b2e';
  ctx.beginPath();
  ctx.moveTo(600, horizon + 10);
  ctx.lineTo(1100, horizon + 10);
  ctx.lineTo(1080, horizon + 70);
  ctx.lineTo(625, horizon + 70);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#b42318';
  ctx.fillRect(622, horizon + 56, 458, 8);
  ctx.fillStyle = '#e2e7ee';
  ctx.fillRect(620, horizon - 70, 60, 80);
  ctx.fillStyle = '#f2a541';
  for (let w = 0; w < 3; w++) ctx.fillRect(630 + w * 18, horizon - 58, 10, 8);
  for (let col = 0; col < 8; col++) {
    for (let row = 0; row < 2 + (col % 3 === 0 ? 1 : 0); row++) {
      ctx.fillStyle = palette[(col + row * 3) % palette.length];
      ctx.fillRect(700 + col * 46, horizon + 10 - (row + 1) * 24, 42, 21);
    }
  }
  ctx.restore();

  // Ship-to-shore crane: the trolley carries a box from the ship to the quay and back, once a loop.
  const craneX = 1010;
  ctx.strokeStyle = '#e2e7ee';
  ctx.fillStyle = '#e2e7ee';
  ctx.lineWidth = 10;
  ctx.beginPath();
  ctx.moveTo(craneX - 60, horizon + 40);
  ctx.lineTo(craneX - 60, horizon - 300);
  ctx.moveTo(craneX + 60, horizon + 40);
  ctx.lineTo(craneX + 60, horizon - 300);
  ctx.stroke();
  ctx.fillRect(craneX - 360, horizon - 310, 600, 16);
  ctx.lineWidth = 5;
  ctx.beginPath();
  ctx.moveTo(craneX, horizon - 300);
  ctx.lineTo(craneX, horizon - 400);
  ctx.lineTo(craneX - 340, horizon - 310);
  ctx.moveTo(craneX, horizon - 400);
  ctx.lineTo(craneX + 230, horizon - 310);
  ctx.stroke();
  // Beacon blinks four times a loop.
  ctx.fillStyle = Math.sin(phase(4)) > 0.3 ? '#ff4d4d' : '#5a1f1f';
  ctx.beginPath();
  ctx.arc(craneX, horizon - 408, 8, 0, Math.PI * 2);
  ctx.fill();
  // Trolley: ease between the ship (x 760) and the quay (x 1160); the box rides down and up.
  const travel = (1 - Math.cos(phase(1))) / 2;
  const trolleyX = 760 + travel * 400;
  const drop = 40 + 90 * Math.abs(Math.sin(phase(2)));
  ctx.fillStyle = '#0b2341';
  ctx.fillRect(trolleyX - 22, horizon - 300, 44, 16);
  ctx.strokeStyle = '#c5d0de';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(trolleyX - 12, horizon - 284);
  ctx.lineTo(trolleyX - 12, horizon - 284 + drop);
  ctx.moveTo(trolleyX + 12, horizon - 284);
  ctx.lineTo(trolleyX + 12, horizon - 284 + drop);
  ctx.stroke();
  ctx.fillStyle = '#2ec4c7';
  ctx.fillRect(trolleyX - 24, horizon - 284 + drop, 48, 24);

  ctx.setTransform(1, 0, 0, 1, 0, 0);
}

// ---------------------------------------------------------------------------------------------
// In the page: draw each frame, encode it with WebCodecs, hand back the chunks (and a poster).

/* global OffscreenCanvas, VideoEncoder, VideoFrame -- encodeInPage runs in Chromium's page, where WebCodecs has them */
async function encodeInPage({ width, height, bitrate, seconds, fps, keyframeEvery, draw }) {
  const drawScene = new Function(`return (${draw})`)();
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const codecs = ['vp09.00.10.08', 'vp8'];
  let codec;
  for (const candidate of codecs) {
    const { supported } = await VideoEncoder.isConfigSupported({ codec: candidate, width, height, bitrate, framerate: fps });
    if (supported) {
      codec = candidate;
      break;
    }
  }
  if (!codec) throw new Error('no VP9 or VP8 encoder in this Chromium');
  const chunks = [];
  let failure;
  const encoder = new VideoEncoder({
    output: (chunk) => {
      const data = new Uint8Array(chunk.byteLength);
      chunk.copyTo(data);
      chunks.push({ key: chunk.type === 'key', timestampUs: chunk.timestamp, data: Array.from(data) });
    },
    error: (error) => {
      failure = error;
    },
  });
  encoder.configure({ codec, width, height, bitrate, bitrateMode: 'variable', framerate: fps, latencyMode: 'quality' });
  const frames = seconds * fps;
  let poster;
  for (let i = 0; i < frames; i++) {
    drawScene(ctx, width, height, i / fps, seconds);
    if (i === 0) {
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.72 });
      poster = Array.from(new Uint8Array(await blob.arrayBuffer()));
    }
    const frame = new VideoFrame(canvas, { timestamp: Math.round((i * 1e6) / fps), duration: Math.round(1e6 / fps) });
    encoder.encode(frame, { keyFrame: i % keyframeEvery === 0 });
    frame.close();
  }
  await encoder.flush();
  if (failure) throw failure;
  return { codec, chunks, poster };
}

// ---------------------------------------------------------------------------------------------
// A minimal WebM (Matroska) muxer: one video track, a cluster per keyframe, cues for seeking and
// the duration in the header, so browsers know the length and can seek at once.

function vintSize(value) {
  for (let length = 1; length <= 8; length++) {
    if (value < 2 ** (7 * length) - 1) {
      const bytes = new Uint8Array(length);
      let rest = value;
      for (let i = length - 1; i >= 0; i--) {
        bytes[i] = rest % 256;
        rest = Math.floor(rest / 256);
      }
      bytes[0] |= 1 << (8 - length);
      return bytes;
    }
  }
  throw new Error(`size ${value} too large`);
}

function uint(value) {
  const bytes = [];
  let rest = value;
  do {
    bytes.unshift(rest % 256);
    rest = Math.floor(rest / 256);
  } while (rest > 0);
  return Uint8Array.from(bytes);
}

function float64(value) {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setFloat64(0, value);
  return bytes;
}

const concat = (parts) => Buffer.concat(parts.map((part) => Buffer.from(part)));
/** An element: id bytes, size, body (bytes or child elements). */
const el = (id, body) => {
  const data = Array.isArray(body) ? concat(body) : Buffer.from(body);
  return concat([Uint8Array.from(id), vintSize(data.length), data]);
};
const text = (value) => new TextEncoder().encode(value);

const ID = {
  EBML: [0x1a, 0x45, 0xdf, 0xa3],
  EBMLVersion: [0x42, 0x86],
  EBMLReadVersion: [0x42, 0xf7],
  EBMLMaxIDLength: [0x42, 0xf2],
  EBMLMaxSizeLength: [0x42, 0xf3],
  DocType: [0x42, 0x82],
  DocTypeVersion: [0x42, 0x87],
  DocTypeReadVersion: [0x42, 0x85],
  Segment: [0x18, 0x53, 0x80, 0x67],
  Info: [0x15, 0x49, 0xa9, 0x66],
  TimecodeScale: [0x2a, 0xd7, 0xb1],
  MuxingApp: [0x4d, 0x80],
  WritingApp: [0x57, 0x41],
  Duration: [0x44, 0x89],
  Tracks: [0x16, 0x54, 0xae, 0x6b],
  TrackEntry: [0xae],
  TrackNumber: [0xd7],
  TrackUID: [0x73, 0xc5],
  TrackType: [0x83],
  FlagLacing: [0x9c],
  CodecID: [0x86],
  DefaultDuration: [0x23, 0xe3, 0x83],
  Video: [0xe0],
  PixelWidth: [0xb0],
  PixelHeight: [0xba],
  Cluster: [0x1f, 0x43, 0xb6, 0x75],
  Timecode: [0xe7],
  SimpleBlock: [0xa3],
  Cues: [0x1c, 0x53, 0xbb, 0x6b],
  CuePoint: [0xbb],
  CueTime: [0xb3],
  CueTrackPositions: [0xb7],
  CueTrack: [0xf7],
  CueClusterPosition: [0xf1],
};

function muxWebm({ codec, chunks, width, height, fps, durationMs }) {
  const header = el(ID.EBML, [
    el(ID.EBMLVersion, uint(1)),
    el(ID.EBMLReadVersion, uint(1)),
    el(ID.EBMLMaxIDLength, uint(4)),
    el(ID.EBMLMaxSizeLength, uint(8)),
    el(ID.DocType, text('webm')),
    el(ID.DocTypeVersion, uint(4)),
    el(ID.DocTypeReadVersion, uint(2)),
  ]);
  const info = el(ID.Info, [
    el(ID.TimecodeScale, uint(1_000_000)),
    el(ID.MuxingApp, text('make-sample-video')),
    el(ID.WritingApp, text('make-sample-video')),
    el(ID.Duration, float64(durationMs)),
  ]);
  const tracks = el(ID.Tracks, [
    el(ID.TrackEntry, [
      el(ID.TrackNumber, uint(1)),
      el(ID.TrackUID, uint(1)),
      el(ID.TrackType, uint(1)),
      el(ID.FlagLacing, uint(0)),
      el(ID.CodecID, text(codec.startsWith('vp09') ? 'V_VP9' : 'V_VP8')),
      el(ID.DefaultDuration, uint(Math.round(1e9 / fps))),
      el(ID.Video, [el(ID.PixelWidth, uint(width)), el(ID.PixelHeight, uint(height))]),
    ]),
  ]);
  // Clusters, each starting at a keyframe.
  const groups = [];
  for (const chunk of chunks) {
    if (chunk.key || groups.length === 0) groups.push([]);
    groups.at(-1).push(chunk);
  }
  const clusters = [];
  const cuePoints = [];
  let offset = info.length + tracks.length;
  for (const group of groups) {
    const clusterMs = Math.round(group[0].timestampUs / 1000);
    const blocks = group.map((chunk) => {
      const relative = Math.round(chunk.timestampUs / 1000) - clusterMs;
      const head = Buffer.alloc(4);
      head[0] = 0x81; // track 1
      head.writeInt16BE(relative, 1);
      head[3] = chunk.key ? 0x80 : 0x00;
      return el(ID.SimpleBlock, concat([head, Uint8Array.from(chunk.data)]));
    });
    const cluster = el(ID.Cluster, [el(ID.Timecode, uint(clusterMs)), ...blocks]);
    cuePoints.push({ time: clusterMs, position: offset });
    offset += cluster.length;
    clusters.push(cluster);
  }
  const cues = el(
    ID.Cues,
    cuePoints.map((cue) =>
      el(ID.CuePoint, [el(ID.CueTime, uint(cue.time)), el(ID.CueTrackPositions, [el(ID.CueTrack, uint(1)), el(ID.CueClusterPosition, uint(cue.position))])]),
    ),
  );
  return concat([header, el(ID.Segment, [info, tracks, ...clusters, cues])]);
}

// ---------------------------------------------------------------------------------------------

const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  // WebCodecs wants a secure context: a page "on" localhost, served by the route itself.
  await page.route('http://localhost/encode', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>encode</title>' }));
  await page.goto('http://localhost/encode');
  mkdirSync(OUT_DIR, { recursive: true });
  for (const variant of VARIANTS) {
    const result = await page.evaluate(encodeInPage, {
      ...variant,
      seconds: SECONDS,
      fps: FPS,
      keyframeEvery: KEYFRAME_EVERY,
      draw: drawScene.toString(),
    });
    const webm = muxWebm({ ...result, width: variant.width, height: variant.height, fps: FPS, durationMs: SECONDS * 1000 });
    const poster = Buffer.from(result.poster);
    writeFileSync(join(OUT_DIR, `${variant.name}.webm`), webm);
    writeFileSync(join(OUT_DIR, `${variant.name}-poster.jpg`), poster);
    console.log(
      `${variant.name}: ${result.codec} ${variant.width}x${variant.height}, ${result.chunks.length} frames, ${webm.length} bytes; poster ${poster.length} bytes`,
    );
  }
} finally {
  await browser.close();
}
