/** Cells a spreadsheet would run as a formula start with one of these (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: a leading = + - @ (or tab, carriage return) gets a single quote in front so spreadsheets
 * show it as text instead of running it, and cells holding a quote, comma or line break are quoted with
 * inner quotes doubled (RFC 4180).
 */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: a header row and records, CRLF line ends (RFC 4180), ending with a line break. */
export function toCsv(header: readonly string[], records: readonly (readonly string[])[]): string {
  return [header, ...records].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
