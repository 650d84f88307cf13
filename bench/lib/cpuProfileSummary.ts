// `npx tsx bench/lib/cpuProfileSummary.ts <file.cpuprofile> [rows]`: the functions with the most self time
// and the most inclusive time (itself and what it called) in a CPU profile, e.g. one BENCH_API_PROFILE_DIR
// wrote, as shares of all samples.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

const [file, rows = '40'] = process.argv.slice(2);
if (!file) throw new Error('Usage: cpuProfileSummary.ts <file.cpuprofile> [rows]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; samples: number[] };
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

const nameOf = ({ callFrame: frame }: ProfileNode) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*node_modules\//, '')}:${frame.lineNumber + 1}`;

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
for (const sample of profile.samples) {
  const leaf = byId.get(sample);
  if (!leaf) continue;
  self.set(nameOf(leaf), (self.get(nameOf(leaf)) ?? 0) + 1);
  // A recursive function counts once per sample.
  const seen = new Set<string>();
  for (let id: number | undefined = sample; id !== undefined; id = parentOf.get(id)) {
    const name = nameOf(byId.get(id)!);
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
  }
}

const total = profile.samples.length;
for (const [title, counts] of [
  ['self', self],
  ['inclusive', inclusive],
] as const) {
  console.log(`\n${title} time, of ${total} samples`);
  for (const [name, count] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, Number(rows)))
    console.log(`${((100 * count) / total).toFixed(1).padStart(5)}%  ${name}`);
}
