/**
 * Writes the document hub's sample files and the embedded Content Hub's asset list:
 *
 * - content/media/ports-group/documents/{slug}.pdf: a valid one-page PDF 1.4 (Helvetica, a title
 *   page of text: the group's name, the title, category and date), xref offsets computed;
 * - content/media/ports-group/documents/{slug}.csv: the tariff tables as real CSV;
 * - content/contenthub/assets.json: every asset in both languages (see docs/people-and-resources.md,
 *   "Documents", and src/content-server/content-hub.ts for how languages work).
 *
 *   npx tsx scripts/make-sample-documents.ts
 *
 * Only PDF and CSV are made: a Word, Excel or PowerPoint file is a zip of XML parts that we would
 * have to write by hand, and a file that Office refuses would be worse than none. The table's
 * icon rule still covers those types (documents-table.rules.test.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DOCUMENTS, BRANDS, CATEGORIES, type SampleDocument } from './documents/catalogue.ts';

const MEDIA_DIR = fileURLToPath(new URL('../content/media/ports-group/documents/', import.meta.url));
const HUB_DIR = fileURLToPath(new URL('../content/contenthub/', import.meta.url));
const MEDIA_URL = '/-/media/ports-group/documents/';

/** PDF text strings: only printable ASCII, with (, ) and \ escaped. */
function pdfString(text: string): string {
  return `(${text.replace(/[^\x20-\x7e]/g, '-').replace(/([()\\])/g, '\\$1')})`;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export function makePdf(doc: SampleDocument): Buffer {
  const category = CATEGORIES[doc.category].en;
  const ops: string[] = [
    '0.04 0.16 0.32 rg 0 742 595 100 re f',
    'BT /F2 14 Tf 1 1 1 rg 56 790 Td (MERIDIAN PORTS & LOGISTICS) Tj ET',
    'BT /F1 10 Tf 0.8 0.87 0.95 rg 56 770 Td ' + pdfString(category.toUpperCase()) + ' Tj ET',
  ];
  let y = 640;
  for (const line of wrap(doc.en, 34)) {
    ops.push(`BT /F2 26 Tf 0.04 0.16 0.32 rg 56 ${y} Td ${pdfString(line)} Tj ET`);
    y -= 34;
  }
  ops.push(`BT /F1 13 Tf 0.3 0.33 0.38 rg 56 ${y - 10} Td ${pdfString(`Published ${doc.date}`)} Tj ET`);
  ops.push('0.0 0.55 0.6 RG 2 w 56 ' + (y - 34) + ' m 250 ' + (y - 34) + ' l S');
  let body = y - 70;
  for (const line of wrap(
    'This is a sample document of the Meridian Ports & Logistics demonstration website. The group, its ports and its figures are invented.',
    80,
  )) {
    ops.push(`BT /F1 11 Tf 0.2 0.22 0.26 rg 56 ${body} Td ${pdfString(line)} Tj ET`);
    body -= 16;
  }
  ops.push(`BT /F1 9 Tf 0.45 0.48 0.52 rg 56 48 Td ${pdfString(`${doc.slug}.pdf`)} Tj ET`);
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfString(doc.en)} /Author (Meridian Ports & Logistics) /Producer (scripts/make-sample-documents.ts) >>`,
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function makeCsv(doc: SampleDocument): Buffer {
  const rows = [
    ['Service', 'Unit', 'Rate (USD)', 'Effective from'],
    ['Container handling, 20 ft laden', 'per box', '142.00', doc.date],
    ['Container handling, 40 ft laden', 'per box', '211.00', doc.date],
    ['Reefer plug-in and monitoring', 'per box per day', '38.50', doc.date],
    ['Storage, laden, days 1-5', 'per box per day', '0.00', doc.date],
    ['Storage, laden, from day 6', 'per box per day', '12.00', doc.date],
    ['Vessel berthing', 'per metre LOA per hour', '1.35', doc.date],
  ];
  return Buffer.from(rows.map((row) => row.map((cell) => (/[",]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')).join('\r\n') + '\r\n');
}

function main(): void {
  mkdirSync(MEDIA_DIR, { recursive: true });
  mkdirSync(HUB_DIR, { recursive: true });
  const assets: unknown[] = [];
  for (const doc of DOCUMENTS) {
    writeFileSync(`${MEDIA_DIR}${doc.slug}.${doc.ext}`, doc.ext === 'pdf' ? makePdf(doc) : makeCsv(doc));
    for (const language of ['en', 'ar'] as const) {
      assets.push({
        id: `${doc.slug}.${language}`,
        language,
        brandId: BRANDS[doc.brand],
        categoryId: `${CATEGORIES[doc.category].id}.${language}`,
        title: language === 'en' ? doc.en : doc.ar,
        documentDate: `${doc.date}T00:00:00Z`,
        urls: { [doc.ext === 'pdf' ? 'downloadOriginal' : 'original']: { url: `${MEDIA_URL}${doc.slug}.${doc.ext}`, metadata: { extension: doc.ext } } },
        documentisGated: doc.gated === true,
        disclaimerText: doc.gated ? (language === 'en' ? GATED_EN : GATED_AR) : '',
      });
    }
  }
  writeFileSync(`${HUB_DIR}assets.json`, JSON.stringify({ assets }, null, 1) + '\n');
  console.log(`${DOCUMENTS.length} files, ${assets.length} assets`);
}

const GATED_EN =
  'This document contains forward-looking statements about Meridian Ports & Logistics. They reflect our current expectations and are subject to risks and uncertainties; actual results may differ materially. Nothing in it is an offer to buy or sell securities.';
const GATED_AR =
  'تتضمن هذه الوثيقة بيانات تطلعية بشأن ميريديان للموانئ والخدمات اللوجستية، تعكس توقعاتنا الحالية وتخضع لمخاطر وشكوك، وقد تختلف النتائج الفعلية اختلافاً جوهرياً. ولا يُعد أي مما ورد فيها عرضاً لشراء أوراق مالية أو بيعها.';

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
