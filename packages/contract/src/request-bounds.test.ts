import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTRACT_CALLS } from './calls';
import { MAX_ID } from './entities/common';

/*
 * Every id, number and string a request carries has the bounds of the reference backend's storage: a new
 * call or field without them fails here, before a hostile request finds the 500 (issue 14).
 */

type Node = Record<string, unknown>;

/** Every schema node of a JSON Schema with the property name it sits under (`$defs` included). */
function* nodes(node: unknown, name: string): Generator<{ node: Node; name: string }> {
  if (Array.isArray(node)) {
    for (const item of node) yield* nodes(item, name);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as Node;
  yield { node: schema, name };
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' || key === '$defs') {
      for (const [property, child] of Object.entries(value as Node)) yield* nodes(child, property);
    } else if (['items', 'anyOf', 'oneOf', 'allOf', 'additionalProperties', 'prefixItems'].includes(key)) {
      yield* nodes(value, name);
    }
  }
}

const hasType = (node: Node, type: string) =>
  node.type === type || (Array.isArray(node.type) && node.type.includes(type));

/** Whether a pattern bounds the length of what it matches: anchored, without `*`, `+` or `{n,}`. */
function patternBoundsLength(pattern: string): boolean {
  const bare = pattern.replace(/\\./g, 'x').replace(/\[[^\]]*\]/g, 'x');
  return bare.startsWith('^') && bare.endsWith('$') && !/[*+]|\{\d+,\}/.test(bare);
}

const admitsNul = new Map<string, boolean>();

/** Whether a string the pattern matches can hold a NUL: a NUL put into examples of it is still matched. */
function patternAdmitsNul(pattern: string): boolean {
  const known = admitsNul.get(pattern);
  if (known !== undefined) return known;
  const regex = new RegExp(pattern);
  const admits = fc.sample(fc.stringMatching(regex), { numRuns: 10, seed: 1 }).some((example) => {
    for (let at = 0; at <= example.length; at += 1)
      if (regex.test(`${example.slice(0, at)}\u0000${example.slice(at)}`)) return true;
    return false;
  });
  admitsNul.set(pattern, admits);
  return admits;
}

const requestParts = CONTRACT_CALLS.flatMap((call) =>
  (['params', 'query', 'body'] as const).flatMap((part) => {
    const schema = call[part];
    return schema
      ? [
          {
            where: `${call.id} ${part}`,
            json: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }),
          },
        ]
      : [];
  }),
);

describe('what a request may carry', () => {
  it('reads every call of the contract', () => {
    expect(requestParts.length).toBeGreaterThan(40);
  });

  it('bounds every string in length and refuses a NUL character in it', () => {
    const unbounded: string[] = [];
    for (const { where, json } of requestParts) {
      for (const { node, name } of nodes(json, '')) {
        if (!hasType(node, 'string') || node.enum !== undefined || node.const !== undefined) continue;
        const pattern = typeof node.pattern === 'string' ? node.pattern : undefined;
        if (node.maxLength === undefined && !(pattern && patternBoundsLength(pattern)))
          unbounded.push(`${where} ${name}: no maximum length`);
        if (pattern === undefined || patternAdmitsNul(pattern))
          unbounded.push(`${where} ${name}: takes a NUL`);
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('keeps every id within the integer columns that store ids', () => {
    const tooLarge: string[] = [];
    for (const { where, json } of requestParts) {
      for (const { node, name } of nodes(json, '')) {
        if (!/(^|_)id$|Id$/.test(name) || !hasType(node, 'integer')) continue;
        if (typeof node.maximum !== 'number' || node.maximum > MAX_ID) tooLarge.push(`${where} ${name}`);
      }
    }
    expect(tooLarge).toEqual([]);
  });

  it('keeps every integer within what a JavaScript number holds exactly', () => {
    const inexact: string[] = [];
    for (const { where, json } of requestParts) {
      for (const { node, name } of nodes(json, '')) {
        if (!hasType(node, 'integer')) continue;
        const max = node.maximum ?? node.exclusiveMaximum;
        if (typeof max !== 'number' || max > Number.MAX_SAFE_INTEGER) inexact.push(`${where} ${name}`);
      }
    }
    expect(inexact).toEqual([]);
  });
});
