import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens load as lazy chunks; the first import of a chunk in a test file can take seconds on a busy
// 2-core machine, so `findBy*` waits up to 5 s instead of Testing Library's default 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
