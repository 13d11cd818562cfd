import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { emulateModalDialogs } from './modal-dialog';

emulateModalDialogs(window);

// Testing Library unmounts what a test rendered only where test globals are on; this project keeps them off.
afterEach(() => {
  cleanup();
});
