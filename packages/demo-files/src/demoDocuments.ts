import { crc32, deflateSync } from 'node:zlib';

/*
 * Small real files for the demo data (the api's seeded cloud and the virtual gateways' storage), generated
 * here (nothing is copied from anywhere): PNG images drawn pixel by pixel and one-page PDFs with a few
 * lines of text. Viewers open them as what they claim to be.
 */

export type Rgb = readonly [number, number, number];

/** An RGB PNG of `width` x `height` whose pixels `paint` gives. */
export function pngImage(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      const at = y * stride + 1 + x * 3;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A photo-like landscape: a sky fading to the horizon, a sun, two ranges of hills and a lake, with a little
 * grain so it compresses like a photograph rather than a drawing. `seed` varies the scene.
 */
export function landscapePng(width: number, height: number, seed: number): Buffer {
  let state = seed * 2654435761 || 1;
  const grain = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 13) - 6;
  };
  const horizon = height * 0.55;
  const sunX = width * (0.2 + (seed % 5) * 0.15);
  const sunY = height * 0.25;
  const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
  return pngImage(width, height, (x, y) => {
    const far = horizon - height * (0.12 + 0.06 * Math.sin(x / (width / (5 + (seed % 3))) + seed));
    const near = horizon + height * (0.05 + 0.05 * Math.sin(x / (width / 3) + seed * 2));
    let color: Rgb;
    if ((x - sunX) ** 2 + (y - sunY) ** 2 < (height * 0.07) ** 2) color = [255, 236, 170];
    else if (y < far) {
      const t = y / far;
      color = [110 + 120 * t, 160 + 70 * t, 230 - 10 * t];
    } else if (y < horizon) color = [88, 120, 140];
    else if (y < near) color = [70 + (y - horizon) * 0.6, 130, 70];
    else {
      const t = (y - near) / (height - near);
      color = [60 - 20 * t, 110 + 30 * t, 150 + 40 * t];
    }
    const noise = grain();
    return [clamp(color[0] + noise), clamp(color[1] + noise), clamp(color[2] + noise)];
  });
}

/** Escapes text for a PDF string literal. */
const pdfText = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`);

/** A one-page PDF (Helvetica) with a title and lines of text, as a word processor would export it. */
export function pdfDocument(title: string, lines: readonly string[]): Buffer {
  const text = [
    `BT /F1 18 Tf 72 720 Td (${pdfText(title)}) Tj /F1 12 Tf`,
    ...lines.map((line, index) => `0 ${index === 0 ? -28 : -18} Td (${pdfText(line)}) Tj`),
    'ET',
  ].join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
