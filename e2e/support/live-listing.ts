import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type BackendInFront, backendInFront, type Rewrite } from './backend-in-front';
import { launchBrowser } from './browser';
import { type RunningProduct, startProduct } from './product';

/*
 * Journeys about listings that follow the feed: a product without the simulator behind a backend the test can
 * rewrite (matches left out of lists), and the publications it pushes into a page's realtime connection.
 */

/** A match as `GET /api/v2/matches` lists it: the parts these journeys read. */
export interface ListedMatch {
  readonly id: number;
  readonly slug: string;
  readonly status: number;
  readonly provider: string;
  readonly sport: { readonly key: string };
  readonly home: { readonly name: string } | null;
  readonly away: { readonly name: string } | null;
}

/** A rewrite that leaves the matches `hidden` out of every match list. */
export function hiding(hidden: readonly number[]): Rewrite {
  return (url, answer) => {
    if (url.pathname !== '/api/v2/matches' || answer.status !== 200) return answer;
    const json = JSON.parse(answer.body.toString()) as { data: ListedMatch[] };
    json.data = json.data.filter((match) => !hidden.includes(match.id));
    return { status: answer.status, body: Buffer.from(JSON.stringify(json)) };
  };
}

/** A publication on the public channel, as the hub pushes it (Centrifuge protocol, JSON). */
export function publicPush(event: string, payload: unknown): string {
  return JSON.stringify({ push: { channel: 'public:en', pub: { data: { event, payload } } } });
}

/** A match's teams as its row's link names them. */
export const teams = (match: ListedMatch) => `${match.home?.name} ${match.away?.name}`;

export interface ListingSuite {
  readonly product: RunningProduct;
  readonly browser: Browser;
  readonly backend: BackendInFront;
  /** The first `limit` live matches of the catalogue. */
  liveMatches(limit: number): Promise<ListedMatch[]>;
}

/**
 * Starts, before the describe block's tests, the product without the simulator (the only status changes are
 * the ones a test publishes) behind a rewritable backend, and a browser; stops them after.
 */
export function listingSuite(): ListingSuite {
  let started: Omit<ListingSuite, 'liveMatches'> | undefined;
  beforeAll(async () => {
    const backend = await backendInFront();
    const product = await startProduct({ BACKEND_URL: backend.url, SIMULATOR: 'off' });
    backend.setTarget(product.apiUrl);
    started = { backend, product, browser: await launchBrowser() };
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.product.stop();
    started?.backend.close();
  });
  const get = () => {
    if (!started) throw new Error('the product and the browser start before the tests');
    return started;
  };
  return {
    get product() {
      return get().product;
    },
    get browser() {
      return get().browser;
    },
    get backend() {
      return get().backend;
    },
    async liveMatches(limit) {
      const response = await fetch(
        `${get().product.apiUrl}/api/v2/matches?match_status=1&type=match&limit=${limit}`,
      );
      return ((await response.json()) as { data: ListedMatch[] }).data;
    },
  };
}
