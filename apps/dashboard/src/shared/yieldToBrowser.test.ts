import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yieldToBrowser';

afterEach(() => vi.unstubAllGlobals());

describe('yieldToBrowser', () => {
  it('resumes after the current task, not within it', async () => {
    const order: string[] = [];
    const resumed = yieldToBrowser().then(() => order.push('resumed'));
    await Promise.resolve();
    order.push('same task');
    await resumed;
    expect(order).toEqual(['same task', 'resumed']);
  });

  it("uses the browser's scheduler when it has one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});
