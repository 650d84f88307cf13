/** One line of the bench table. */
export interface BenchRow {
  id: string;
  measurement: string;
  /** What was measured, e.g. '1,234 req/s; p50 3.1 ms; p99 12 ms'. */
  figures: string;
  /** E.g. 'p99 < 50 ms'; '' when the row is information only. */
  budget: string;
  /** PASS / FAIL against the budget, INFO without one, SKIP when it could not run (see note). */
  verdict: 'PASS' | 'FAIL' | 'INFO' | 'SKIP' | 'ERROR';
  note?: string;
}

const HEADERS = ['#', 'measurement', 'result', 'budget', 'verdict'] as const;

function cells(row: BenchRow): string[] {
  return [row.id, row.measurement, row.figures, row.budget || '-', row.verdict];
}

/** A fixed-width table for the terminal. */
export function renderText(rows: BenchRow[]): string {
  const body = rows.map(cells);
  const widths = HEADERS.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (values: readonly string[]) => values.map((v, i) => v.padEnd(widths[i])).join(' | ');
  const rule = widths.map((w) => '-'.repeat(w)).join('-+-');
  const notes = rows.filter((r) => r.note).map((r) => `  [${r.id}] ${r.note}`);
  return [line(HEADERS), rule, ...body.map(line), ...(notes.length ? ['', 'Notes:', ...notes] : [])].join(
    '\n',
  );
}

/** The same table in Markdown. */
export function renderMarkdown(rows: BenchRow[]): string {
  const escape = (v: string) => v.replace(/\|/g, '\\|');
  const lines = [
    `| ${HEADERS.join(' | ')} |`,
    `| ${HEADERS.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${cells(r).map(escape).join(' | ')} |`),
  ];
  const notes = rows.filter((r) => r.note).map((r) => `- [${r.id}] ${r.note}`);
  return [...lines, ...(notes.length ? ['', ...notes] : [])].join('\n');
}

/** 'All 6 budgets pass' or '2 of 6 budgets FAIL: ...'. */
export function summaryLine(rows: BenchRow[]): string {
  const judged = rows.filter((r) => r.verdict === 'PASS' || r.verdict === 'FAIL');
  const failed = judged.filter((r) => r.verdict === 'FAIL');
  const skipped = rows.filter((r) => r.verdict === 'SKIP' || r.verdict === 'ERROR');
  const parts = [
    failed.length === 0
      ? `bench: all ${judged.length} budgets measured pass`
      : `bench: ${failed.length} of ${judged.length} budgets FAIL (${failed.map((r) => r.id).join(', ')})`,
  ];
  if (skipped.length)
    parts.push(`${skipped.length} row(s) not measured (${skipped.map((r) => r.id).join(', ')})`);
  return parts.join('; ');
}
