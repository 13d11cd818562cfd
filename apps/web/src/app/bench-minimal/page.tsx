import type { Metadata } from 'next';

/*
 * The baseline of the first-load JavaScript benchmark (bench/web-first-load.ts): the smallest page of
 * this Next.js build (the framework, the root layout and one paragraph). Linked from nowhere and kept out
 * of search indexes.
 */
export const metadata: Metadata = {
  title: 'Benchmark baseline',
  robots: { index: false, follow: false },
};

export default function BenchMinimalPage() {
  return <p>Benchmark baseline page.</p>;
}
