import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';

/*
 * The baseline of the first-load JavaScript benchmark (bench/web-first-load.ts): the smallest page of
 * this Next.js build (the framework, the root layout and one paragraph). Linked from nowhere and kept out
 * of search indexes. Not part of the product: it answers 404 unless the web server runs with
 * BENCH_MINIMAL_PAGE=1 (the benchmark harness sets it; the proxy serves the not-found page otherwise, this
 * check holds should the proxy not run). Both imports are server-only: the page's bundle stays the framework's.
 */
export const metadata: Metadata = {
  title: 'Benchmark baseline',
  robots: { index: false, follow: false },
};

export default async function BenchMinimalPage() {
  // Read at request time, not frozen into a build-time render.
  await connection();
  if (process.env.BENCH_MINIMAL_PAGE !== '1') notFound();
  return <p>Benchmark baseline page.</p>;
}
