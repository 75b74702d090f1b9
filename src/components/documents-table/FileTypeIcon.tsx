import type { FileKind } from './documents-table.rules.ts';

const COLOURS: Record<FileKind, string> = {
  pdf: '#C62828',
  word: '#2B579A',
  excel: '#1E7145',
  powerpoint: '#C43E1C',
  generic: '#5A6677',
};
const LABELS: Record<FileKind, string> = { pdf: 'PDF', word: 'DOC', excel: 'XLS', powerpoint: 'PPT', generic: 'FILE' };

/**
 * The file-type icon of a row (spec 002 section 5): a page with a folded corner and a coloured
 * band naming the type. The extension itself is shown when it is short (CSV, DOCX), else the
 * kind's label. Decorative: the row says the type in words for screen readers.
 */
export function FileTypeIcon({ kind, type }: { kind: FileKind; type: string }) {
  const label = /^[a-z0-9]{2,4}$/i.test(type) ? type.toUpperCase() : LABELS[kind];
  const colour = COLOURS[kind];
  return (
    <svg width="40" height="48" viewBox="0 0 40 48" aria-hidden="true" focusable="false" data-file-kind={kind}>
      <path d="M4 2h22l10 10v32a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z" fill="#fff" stroke="#CBD3DE" strokeWidth="1.5" />
      <path d="M26 2v8a2 2 0 0 0 2 2h8" fill="#F3F5F8" stroke="#CBD3DE" strokeWidth="1.5" />
      <rect x="0" y="26" width="32" height="14" rx="2" fill={colour} />
      <text
        x="16"
        y="36.5"
        textAnchor="middle"
        fontSize={label.length > 3 ? 7.5 : 9}
        fontWeight="700"
        fontFamily="Arial, sans-serif"
        fill="#fff"
        direction="ltr"
      >
        {label}
      </text>
    </svg>
  );
}
