import type { ScreenName } from '@drisk/contract/client';
import type { ScreenHandle } from '../screens';

/**
 * The title named by the deepest of `handles` (those of the router's matched routes, outermost first) that
 * names one: its screen's title in `titles`, or the title it gives. Undefined when none does.
 */
export function screenTitleOf(
  handles: readonly unknown[],
  titles: Readonly<Record<ScreenName, string>>,
): string | undefined {
  for (let i = handles.length - 1; i >= 0; i -= 1) {
    const handle = handles[i] as Partial<ScreenHandle> | undefined;
    if (handle?.screen) return titles[handle.screen];
    if (handle?.title) return handle.title;
  }
  return undefined;
}
