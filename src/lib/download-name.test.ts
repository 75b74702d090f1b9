import { describe, expect, it } from 'vitest';
import { DEFAULT_DOWNLOAD_NAME, downloadFileName } from './download-name.ts';

describe('downloadFileName (spec 002 section 5)', () => {
  it('takes the file name from the URL path when it has a dot', () => {
    expect(downloadFileName('/-/media/ports-group/documents/annual-report-2025.pdf')).toBe('annual-report-2025.pdf');
    expect(downloadFileName('https://cdn.example/files/Tariff%20Book.xlsx?v=3#p2')).toBe('Tariff Book.xlsx');
    expect(downloadFileName('/files/report.final.docx/')).toBe(DEFAULT_DOWNLOAD_NAME);
    expect(downloadFileName('https://cdn.example/api/public/content/rates.csv?v=3#x')).toBe('rates.csv');
    expect(downloadFileName('https://cdn.example/files/Annual%20Report.pdf')).toBe('Annual Report.pdf');
  });

  it("falls back to 'document.pdf' without a dot in the name", () => {
    expect(downloadFileName('/api/assets/12345')).toBe('document.pdf');
    expect(downloadFileName('/-/media/v1.2/report')).toBe('document.pdf');
    expect(downloadFileName('https://cdn.example/?file=a.pdf')).toBe('document.pdf');
    expect(downloadFileName('')).toBe('document.pdf');
    expect(downloadFileName('https://cdn.example/api/public/content/5f0c9a3e')).toBe('document.pdf');
    expect(downloadFileName('https://cdn.example/')).toBe('document.pdf');
    expect(downloadFileName('https://cdn.example/a.b/download')).toBe('document.pdf');
  });

  it('never returns a name a file system refuses, and survives bad input', () => {
    expect(downloadFileName('/files/..')).toBe('document.pdf');
    expect(downloadFileName('/files/a%2F..%2Fb.pdf')).toBe('document.pdf');
    expect(downloadFileName('/files/%E0%A4%A.pdf')).toBe('%E0%A4%A.pdf');
    expect(downloadFileName(undefined)).toBe('document.pdf');
    expect(downloadFileName(42)).toBe('document.pdf');
    expect(downloadFileName('/x/a%2F..%5Cb.pdf')).toBe('document.pdf');
    expect(downloadFileName('/x/bad%ZZname.pdf')).toBe('bad%ZZname.pdf');
  });
});
