import { describe, expect, it } from 'vitest';
import { createSemaphore } from './semaphore';

describe('createSemaphore', () => {
  it('never runs more than the limit at once and runs every task in order', async () => {
    const semaphore = createSemaphore(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const tasks = Array.from({ length: 8 }, (_, i) =>
      semaphore.run(async () => {
        started.push(i);
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return i * 10;
      }),
    );
    expect(await Promise.all(tasks)).toEqual([0, 10, 20, 30, 40, 50, 60, 70]);
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('frees the slot of a task that fails', async () => {
    const semaphore = createSemaphore(1);
    await expect(semaphore.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await semaphore.run(async () => 'next')).toBe('next');
  });
});
