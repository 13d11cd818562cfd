// Types of spec-ids.mjs for its TypeScript test (packages/core/src/spec-ids.test.ts).

export interface SpecIdsInput {
  /** The text of SPEC.md. */
  readonly spec: string;
  /** Ids no test cites on purpose, each with its reason. */
  readonly allowList: Readonly<Record<string, string>>;
  readonly testFiles: readonly { readonly path: string; readonly text: string }[];
}

export interface SpecIdsResult {
  /** One message per problem; empty when all is well. */
  readonly problems: string[];
  readonly defined: number;
  readonly cited: number;
  readonly allowListed: number;
}

export function checkSpecIds(input: SpecIdsInput): SpecIdsResult;
export function citationPattern(prefixes: readonly string[]): RegExp;
export function findCitations(text: string, pattern: RegExp): { id: string; line: number }[];
