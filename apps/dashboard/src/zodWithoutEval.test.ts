import { describe, expect, it } from 'vitest';
import './zodWithoutEval';
import { config } from 'zod/v4/core';

describe('zodWithoutEval', () => {
  it("turns off zod's compiled parsers, as zod's own configuration reports", () => {
    expect(config().jitless).toBe(true);
  });
});
