import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts what a test rendered only where test globals are on; this project keeps them off.
afterEach(() => {
  cleanup();
});
