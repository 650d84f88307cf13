/** MM/DD/YYYY (the wire) to YYYY-MM-DD (a SQL date). The input is already validated by the contract. */
export function parseWireDate(value: string): string {
  const [month, day, year] = value.split('/');
  return `${year}-${month}-${day}`;
}

/** YYYY-MM-DD (a SQL date) to MM/DD/YYYY (the wire); empty when there is no date. */
export function formatWireDate(value: string | null): string {
  if (!value) return '';
  const [year, month, day] = value.split('-');
  return `${month}/${day}/${year}`;
}
