import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { landscapePng, pdfDocument, pngImage } from './demoDocuments';

/** The chunks of a PNG, each with its CRC checked. */
function pngChunks(png: Buffer): Map<string, Buffer> {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks = new Map<string, Buffer>();
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    chunks.set(type, data);
    at += 12 + length;
  }
  return chunks;
}

describe('pngImage', () => {
  it('writes a valid RGB PNG whose pixels are the painted ones', () => {
    const png = pngImage(3, 2, (x, y) => [x * 100, y * 200, 7]);
    const chunks = pngChunks(png);
    const header = chunks.get('IHDR')!;
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([3, 2, 8, 2]);
    const rows = inflateSync(chunks.get('IDAT')!);
    // Each row: filter byte 0, then RGB per pixel.
    expect([...rows.subarray(0, 10)]).toEqual([0, 0, 0, 7, 100, 0, 7, 200, 0, 7]);
    expect([...rows.subarray(10, 14)]).toEqual([0, 0, 200, 7]);
    expect(chunks.has('IEND')).toBe(true);
  });

  it('varies the landscape with its seed', () => {
    expect(landscapePng(40, 30, 1).equals(landscapePng(40, 30, 1))).toBe(true);
    expect(landscapePng(40, 30, 1).equals(landscapePng(40, 30, 2))).toBe(false);
  });
});

describe('pdfDocument', () => {
  it('writes a one-page PDF whose cross-reference table points at its objects', () => {
    const pdf = pdfDocument('Lease (summary)', ['Line one', 'Back\\slash']).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('(Lease \\(summary\\)) Tj');
    expect(pdf).toContain('(Back\\\\slash) Tj');
    const xref = Number(/startxref\n(\d+)\n/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) =>
      expect(pdf.slice(offset)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`)),
    );
  });
});
