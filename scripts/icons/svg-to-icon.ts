/**
 * One SVG icon file into our `IconDefinition` (src/ui/icon-names.ts): every shape becomes path
 * data, stroked (drawn with the icon's 2px round line) or filled (solid currentColor), or both,
 * as the SVG paints it. What our renderer cannot draw the same way (transforms, styles, masks,
 * other stroke widths, opacity) is refused by name rather than drawn wrong.
 */
import { ElementType, parseDocument } from 'htmlparser2';
import type { IconDefinition } from '../../src/ui/icon-names.ts';

type DomNode = ReturnType<typeof parseDocument>['children'][number];
type Element = Extract<DomNode, { attribs: Record<string, string> }>;
const isElement = (node: DomNode): node is Element => 'attribs' in node;

const DEFAULT_VIEW_BOX = '0 0 24 24';
/** Our renderer strokes every line at this width (the `strokeWidth` prop's default). */
const STROKE_WIDTH = '2';

/** Attributes that only describe the file, or paint as our renderer does anyway. */
const IGNORED_ATTRIBUTES = new Set(['xmlns', 'width', 'height', 'class', 'id', 'stroke-linecap', 'stroke-linejoin', 'data-name']);
const PAINT_ATTRIBUTES = new Set(['fill', 'stroke', 'stroke-width']);
const GEOMETRY: Record<string, readonly string[]> = {
  path: ['d'],
  circle: ['cx', 'cy', 'r'],
  ellipse: ['cx', 'cy', 'rx', 'ry'],
  rect: ['x', 'y', 'width', 'height', 'rx', 'ry'],
  line: ['x1', 'y1', 'x2', 'y2'],
  polyline: ['points'],
  polygon: ['points'],
};
/** Elements that draw nothing themselves. */
const SKIPPED = new Set(['title', 'desc', 'metadata']);

interface Paint {
  fill: boolean;
  stroke: boolean;
}

export class IconConversionError extends Error {
  constructor(source: string, message: string) {
    super(`${source}: ${message}`);
    this.name = 'IconConversionError';
  }
}

/** Converts one SVG document; `source` names it in errors. */
export function svgToIcon(svg: string, source = 'icon'): IconDefinition {
  const root = parseDocument(svg, { xmlMode: true }).children.find(isElement);
  if (!root || root.name !== 'svg') throw new IconConversionError(source, 'no <svg> element');
  const viewBox = (root.attribs.viewBox ?? DEFAULT_VIEW_BOX).trim().replace(/[\s,]+/g, ' ');
  const strokes: string[] = [];
  const fills: string[] = [];
  // SVG's own defaults: a shape is filled black and not stroked unless told otherwise.
  const walk = (element: Element, inherited: Paint) => {
    const paint = paintOf(element, inherited, source);
    for (const child of element.children) {
      if (!isElement(child)) {
        if (child.type === ElementType.Text && 'data' in child && child.data.trim()) throw new IconConversionError(source, `text inside <${element.name}>`);
        continue;
      }
      if (SKIPPED.has(child.name)) continue;
      if (child.name === 'g') {
        walk(child, paint);
        continue;
      }
      const geometry = GEOMETRY[child.name];
      if (!geometry) throw new IconConversionError(source, `<${child.name}> is not supported`);
      const own = paintOf(child, paint, source);
      for (const name of Object.keys(child.attribs)) {
        if (!geometry.includes(name) && !PAINT_ATTRIBUTES.has(name) && !IGNORED_ATTRIBUTES.has(name)) {
          throw new IconConversionError(source, `<${child.name}> has ${name}, which the icon renderer cannot draw`);
        }
      }
      if (!own.fill && !own.stroke) continue; // paints nothing (a layout box, say)
      const d = shapeToPath(child, source);
      if (!d) continue;
      if (own.stroke) strokes.push(d);
      if (own.fill) fills.push(d);
    }
  };
  for (const name of Object.keys(root.attribs)) {
    if (!PAINT_ATTRIBUTES.has(name) && !IGNORED_ATTRIBUTES.has(name) && name !== 'viewBox') {
      throw new IconConversionError(source, `<svg> has ${name}, which the icon renderer cannot draw`);
    }
  }
  walk(root, { fill: true, stroke: false });
  if (strokes.length === 0 && fills.length === 0) throw new IconConversionError(source, 'draws nothing');
  return {
    ...(viewBox === DEFAULT_VIEW_BOX ? {} : { viewBox }),
    ...(strokes.length ? { strokes } : {}),
    ...(fills.length ? { fills } : {}),
  };
}

function paintOf(element: Element, inherited: Paint, source: string): Paint {
  const { fill, stroke, transform, style, opacity } = element.attribs;
  if (transform !== undefined || style !== undefined || opacity !== undefined || element.attribs['clip-path'] || element.attribs.mask) {
    throw new IconConversionError(source, `<${element.name}> uses transform, style, opacity, clip-path or mask`);
  }
  const width = element.attribs['stroke-width'];
  if (width !== undefined && width !== STROKE_WIDTH)
    throw new IconConversionError(source, `<${element.name}> has stroke-width ${width}; icons are drawn at ${STROKE_WIDTH}`);
  return {
    fill: fill === undefined ? inherited.fill : fill !== 'none',
    stroke: stroke === undefined ? inherited.stroke : stroke !== 'none',
  };
}

/** Path data for one shape, or '' for a shape that has no area and no length (SVG draws nothing). */
export function shapeToPath(element: Pick<Element, 'name' | 'attribs'>, source = 'icon'): string {
  const a = element.attribs;
  const num = (name: string, fallback?: number): number => {
    const raw = a[name];
    if (raw === undefined || raw.trim() === '' || raw === 'auto') {
      if (fallback !== undefined) return fallback;
      throw new IconConversionError(source, `<${element.name}> has no ${name}`);
    }
    const value = Number(raw.trim().replace(/px$/, ''));
    if (!Number.isFinite(value)) throw new IconConversionError(source, `<${element.name}> has ${name}="${raw}", not a number`);
    return value;
  };
  switch (element.name) {
    case 'path':
      return (a.d ?? '').trim();
    case 'circle': {
      const r = num('r');
      return r > 0 ? ellipsePath(num('cx', 0), num('cy', 0), r, r) : '';
    }
    case 'ellipse': {
      const rx = num('rx');
      const ry = num('ry');
      return rx > 0 && ry > 0 ? ellipsePath(num('cx', 0), num('cy', 0), rx, ry) : '';
    }
    case 'rect': {
      const x = num('x', 0);
      const y = num('y', 0);
      const w = num('width');
      const h = num('height');
      if (w <= 0 || h <= 0) return '';
      // SVG's rule: a missing rx or ry takes the other's value; each is at most half the side.
      let rx = a.rx !== undefined ? num('rx') : a.ry !== undefined ? num('ry') : 0;
      let ry = a.ry !== undefined ? num('ry') : rx;
      rx = Math.min(Math.max(rx, 0), w / 2);
      ry = Math.min(Math.max(ry, 0), h / 2);
      if (rx === 0 || ry === 0) return `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}z`;
      const arc = (dx: number, dy: number) => `a${n(rx)} ${n(ry)} 0 0 1 ${n(dx)} ${n(dy)}`;
      return (
        `M${n(x + rx)} ${n(y)}h${n(w - 2 * rx)}${arc(rx, ry)}v${n(h - 2 * ry)}${arc(-rx, ry)}` +
        `h${n(-(w - 2 * rx))}${arc(-rx, -ry)}v${n(-(h - 2 * ry))}${arc(rx, -ry)}z`
      );
    }
    case 'line':
      return `M${n(num('x1', 0))} ${n(num('y1', 0))}L${n(num('x2', 0))} ${n(num('y2', 0))}`;
    case 'polyline':
    case 'polygon': {
      const values = (a.points ?? '')
        .trim()
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
      if (values.some((v) => !Number.isFinite(v))) throw new IconConversionError(source, `<${element.name}> has points that are not numbers`);
      // SVG ignores an odd last coordinate.
      const points: string[] = [];
      for (let i = 0; i + 1 < values.length; i += 2) points.push(`${n(values[i]!)} ${n(values[i + 1]!)}`);
      if (points.length < 2) return '';
      return `M${points.join('L')}${element.name === 'polygon' ? 'z' : ''}`;
    }
    default:
      throw new IconConversionError(source, `<${element.name}> is not a shape`);
  }
}

/** A full ellipse as two half arcs (an arc cannot end where it starts). */
function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0`;
}

/** A coordinate, rounded to 1/1000 of a unit, without a trailing zero or negative zero. */
function n(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}
