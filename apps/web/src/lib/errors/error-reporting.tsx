'use client';

import { useEffect } from 'react';
import { type BrowserReportingConfig, startErrorService } from './error-service';

/** Starts the browser's error reporting when the server found a DSN (`reporting-config.ts`); renders nothing. */
export function ErrorReporting({ config }: { config: BrowserReportingConfig }) {
  useEffect(() => {
    startErrorService(config);
  }, [config]);
  return null;
}
