import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yieldToBrowser';

afterEach(() => vi.unstubAllGlobals());

describe('yieldToBrowser', () => {
  it('resumes in a task of its own, after every microtask of the current one', async () => {
    const order: string[] = [];
    const resumed = yieldToBrowser().then(() => order.push('resumed'));
    // A long chain of microtasks: a yield made of microtasks would resume inside it.
    let chain = Promise.resolve();
    for (let step = 0; step < 100; step += 1) chain = chain.then(() => undefined);
    void chain.then(() => order.push('microtasks done'));
    await resumed;
    expect(order).toEqual(['microtasks done', 'resumed']);
  });

  it("uses the browser's scheduler when it has one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});
