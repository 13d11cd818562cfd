/**
 * Probability mass functions over consecutive integers (goals, points, games, sets...). Every pricing
 * question reduces to one of these: the final total, the final margin, one side's score.
 */
export interface Pmf {
  /** The value of `p[0]`. */
  readonly offset: number;
  /** `p[i]` is the probability of the value `offset + i`; the entries sum to 1. */
  readonly p: readonly number[];
}

/** Tail mass below which distributions are cut, so arrays stay short without visible price effects. */
const TAIL = 1e-9;

/** A point mass: the value is certain. */
export function certain(value: number): Pmf {
  return { offset: value, p: [1] };
}

/** Scales the entries so they sum to 1 (they may drift after truncation). */
function normalised(offset: number, p: number[]): Pmf {
  const sum = p.reduce((a, b) => a + b, 0);
  if (sum <= 0) return certain(offset);
  return { offset, p: p.map((value) => value / sum) };
}

/** The Poisson distribution with the given mean (goals of a side, runs...). */
export function poisson(mean: number): Pmf {
  if (mean <= 0) return certain(0);
  const p: number[] = [Math.exp(-mean)];
  let cumulative = p[0] as number;
  for (let k = 1; k < 10_000; k += 1) {
    const next = ((p[k - 1] as number) * mean) / k;
    p.push(next);
    cumulative += next;
    if (k > mean && 1 - cumulative < TAIL) break;
  }
  return normalised(0, p);
}

/**
 * The negative binomial distribution with the given mean and variance `mean × dispersion`
 * (dispersion > 1: more spread than Poisson, as baseball runs are).
 */
export function negativeBinomial(mean: number, dispersion: number): Pmf {
  if (dispersion <= 1) return poisson(mean);
  if (mean <= 0) return certain(0);
  const r = mean / (dispersion - 1);
  const success = r / (r + mean);
  const p: number[] = [success ** r];
  let cumulative = p[0] as number;
  for (let k = 1; k < 10_000; k += 1) {
    const next = (((p[k - 1] as number) * (k - 1 + r)) / k) * (1 - success);
    p.push(next);
    cumulative += next;
    if (k > mean && 1 - cumulative < TAIL) break;
  }
  return normalised(0, p);
}

/** Standard normal cumulative distribution (Abramowitz and Stegun 7.1.26, error below 2e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** A normal distribution rounded to non-negative integers (points of a basketball side...). */
export function discreteNormal(mean: number, sd: number): Pmf {
  if (mean <= 0) return certain(0);
  if (sd <= 0) return certain(Math.round(mean));
  const low = Math.max(0, Math.floor(mean - 7 * sd));
  const high = Math.ceil(mean + 7 * sd);
  const p: number[] = [];
  for (let k = low; k <= high; k += 1) {
    const upper = normalCdf((k + 0.5 - mean) / sd);
    const lower = k === 0 ? 0 : normalCdf((k - 0.5 - mean) / sd);
    p.push(Math.max(0, upper - lower));
  }
  return normalised(low, p);
}

/** Drops negligible tails so repeated convolutions keep their arrays short. */
function trimmed(offset: number, p: number[]): Pmf {
  let start = 0;
  let end = p.length - 1;
  while (start < end && (p[start] as number) < TAIL) start += 1;
  while (end > start && (p[end] as number) < TAIL) end -= 1;
  return normalised(offset + start, p.slice(start, end + 1));
}

/** The distribution of `X + Y` for independent X and Y. */
export function sum(a: Pmf, b: Pmf): Pmf {
  const out = new Array<number>(a.p.length + b.p.length - 1).fill(0);
  for (let i = 0; i < a.p.length; i += 1) {
    const pa = a.p[i] as number;
    if (pa === 0) continue;
    for (let j = 0; j < b.p.length; j += 1) out[i + j] = (out[i + j] as number) + pa * (b.p[j] as number);
  }
  return trimmed(a.offset + b.offset, out);
}

/** The distribution of `X - Y` for independent X and Y. */
export function difference(a: Pmf, b: Pmf): Pmf {
  return sum(a, negate(b));
}

/** The distribution of `-X`. */
export function negate(a: Pmf): Pmf {
  return { offset: -(a.offset + a.p.length - 1), p: [...a.p].reverse() };
}

/** The distribution of `X + c`. */
export function shift(a: Pmf, by: number): Pmf {
  return { offset: a.offset + by, p: a.p };
}

/** P(X = value). */
export function probabilityOf(a: Pmf, value: number): number {
  return a.p[value - a.offset] ?? 0;
}

/** P(X > threshold), for any real threshold. */
export function probabilityAbove(a: Pmf, threshold: number): number {
  let total = 0;
  for (let i = a.p.length - 1; i >= 0; i -= 1) {
    if (a.offset + i <= threshold) break;
    total += a.p[i] as number;
  }
  return Math.min(1, total);
}

/** P(X < threshold), for any real threshold. */
export function probabilityBelow(a: Pmf, threshold: number): number {
  let total = 0;
  for (let i = 0; i < a.p.length; i += 1) {
    if (a.offset + i >= threshold) break;
    total += a.p[i] as number;
  }
  return Math.min(1, total);
}

/** The expected value. */
export function mean(a: Pmf): number {
  return a.p.reduce((acc, p, i) => acc + p * (a.offset + i), 0);
}

/** A mixture: `Σ weight × pmf`, weights summing to 1. */
export function mixture(parts: readonly { readonly weight: number; readonly pmf: Pmf }[]): Pmf {
  const live = parts.filter((part) => part.weight > 0);
  if (live.length === 0) return certain(0);
  const low = Math.min(...live.map((part) => part.pmf.offset));
  const high = Math.max(...live.map((part) => part.pmf.offset + part.pmf.p.length - 1));
  const out = new Array<number>(high - low + 1).fill(0);
  for (const { weight, pmf } of live) {
    pmf.p.forEach((p, i) => {
      const index = pmf.offset + i - low;
      out[index] = (out[index] as number) + weight * p;
    });
  }
  return trimmed(low, out);
}
