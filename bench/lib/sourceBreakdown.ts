import { readFile } from 'node:fs/promises';
import path from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** The fields of one source-map segment (VLQ deltas decoded): generated column, source index. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Who wrote a source: an npm package (`@mui/material`), a workspace (`@drisk/ui`), or an app folder. */
export function ownerOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const workspace = /(?:^|\/)packages\/([^/]+)\//.exec(source);
  if (workspace) return `@drisk/${workspace[1]}`;
  const app = /(?:^|\/)apps\/(dashboard|admin)\/src\/([^/]+)/.exec(source);
  if (app) return app[2].includes('.') ? `${app[1]} (root files)` : `${app[1]}/${app[2]}`;
  return source.startsWith('\0') || source.includes('vite/') ? 'vite runtime' : source;
}

/**
 * Bytes of minified output per owner in the given chunks of a Vite build, from their source maps: every
 * generated span between two mapping segments is counted for the source of the first one.
 */
export async function breakdownByOwner(
  assetsDir: string,
  chunkNames: string[],
): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  for (const name of chunkNames) {
    const code = await readFile(path.join(assetsDir, name), 'utf8').catch(() => null);
    const map = await readFile(path.join(assetsDir, `${name}.map`), 'utf8').catch(() => null);
    if (code === null || map === null) continue;
    const { sources, mappings } = JSON.parse(map) as { sources: string[]; mappings: string };
    const lines = code.split('\n');
    let sourceIndex = 0;
    mappings.split(';').forEach((line, lineNumber) => {
      const lineLength = Buffer.byteLength(lines[lineNumber] ?? '');
      let column = 0;
      const spans: Array<{ column: number; source: number | null }> = [];
      for (const segment of line ? line.split(',') : []) {
        const fields = decodeSegment(segment);
        column += fields[0];
        if (fields.length >= 4) sourceIndex += fields[1];
        spans.push({ column, source: fields.length >= 4 ? sourceIndex : null });
      }
      spans.forEach((span, i) => {
        const end = i + 1 < spans.length ? spans[i + 1].column : lineLength;
        const owner = span.source === null ? 'unmapped' : ownerOf(sources[span.source] ?? 'unknown');
        totals.set(owner, (totals.get(owner) ?? 0) + Math.max(0, end - span.column));
      });
    });
  }
  return totals;
}
