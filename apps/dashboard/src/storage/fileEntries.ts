import type { FileEntry } from '@drisk/contract';
import type { FileBrowserCrumb, FileBrowserEntry } from '@drisk/ui';

/** A listed entry as the FileBrowser shows it: its full path (filename) is its key. */
export const toBrowserEntry = (entry: FileEntry): FileBrowserEntry => ({
  type: entry.type,
  name: entry.name,
  path: entry.filename,
  lastmod: entry.lastmod,
  size: entry.size,
});

/** The trail from `root` (labelled `rootLabel`) to `path`; a path outside the root is read as the root. */
export function breadcrumbsOf(root: string, path: string, rootLabel: string): FileBrowserCrumb[] {
  const crumbs: FileBrowserCrumb[] = [{ label: rootLabel, path: root }];
  if (!path.startsWith(`${root}/`)) return crumbs;
  let current = root;
  for (const name of path.slice(root.length + 1).split('/')) {
    current = `${current}/${name}`;
    crumbs.push({ label: name, path: current });
  }
  return crumbs;
}

/** Whether `path` is `root` itself or below it. */
export const isInside = (root: string, path: string) => path === root || path.startsWith(`${root}/`);
