// Types for subset-font 2.9 (it ships none), as far as scripts/font-subsets.ts uses it.
declare module 'subset-font' {
  interface AxisRange {
    min: number;
    max: number;
    default?: number;
  }
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    preserveNameIds?: number[];
    keepFeatures?: string[];
    /** A number pins (instances) the axis; a range limits it. */
    variationAxes?: Record<string, number | AxisRange>;
    noLayoutClosure?: boolean;
    glyphNames?: boolean;
    noHinting?: boolean;
    dropTables?: string[];
    keepAllGlyphs?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string | null | undefined, options?: SubsetFontOptions): Promise<Buffer>;
}
