// A pure module's test; the .tsx name puts it in the dom project, which runs the dashboard's tests.
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazyPage';

const Page = () => null;

describe('lazyPage', () => {
  it('loads once, and tries again after a failed load instead of keeping the failure', async () => {
    const load = vi
      .fn<() => Promise<{ Page: typeof Page }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Page });
    const page = lazyPage(load, 'Page');
    await expect(page.preload()).rejects.toThrow('Failed to fetch');
    await expect(page.preload()).resolves.toEqual({ Page });
    await page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
