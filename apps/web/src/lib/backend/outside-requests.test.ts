import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { captureStartContext, outsideRequests } from './outside-requests';

describe('backend reads outside the request that asked', () => {
  it("neither sees nor keeps the request's context, in what it runs nor in what it leaves pending", async () => {
    const requestContext = new AsyncLocalStorage<{ readonly render: string }>();
    captureStartContext();
    const seen = await requestContext.run({ render: 'a whole page' }, async () => {
      expect(requestContext.getStore()).toEqual({ render: 'a whole page' });
      const now = outsideRequests(() => requestContext.getStore());
      const later = await outsideRequests(
        () => new Promise((resolve) => setTimeout(() => resolve(requestContext.getStore()), 0)),
      );
      return { now, later, after: requestContext.getStore() };
    });
    // The request itself still has its context after the read.
    expect(seen).toEqual({ now: undefined, later: undefined, after: { render: 'a whole page' } });
  });
});
