/** One size-limit check: a widget imported by name from its entry point in dist. */
export interface SizeLimitEntry {
  name: string;
  path: string;
  import: string;
  ignore: string[];
  limit: string;
}

/** The size-limit config: one check per widget with its budget (1 MB while none is measured yet). */
export function sizeLimitEntries(
  names: readonly string[],
  peers: readonly string[],
  budgets: Readonly<Record<string, string>>,
): SizeLimitEntry[] {
  return names.map((name) => ({
    name,
    path: `dist/${name}/index.js`,
    import: `{ ${name} }`,
    ignore: [...peers],
    limit: budgets[name] ?? '1 MB',
  }));
}
