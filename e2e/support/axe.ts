import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** The WCAG levels the product is held to (issue 16): A and AA of 2.0 and 2.1. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** One rule broken on one element. */
export interface AxeFinding {
  readonly rule: string;
  readonly impact: string;
  readonly target: string;
  readonly html: string;
  readonly summary: string;
}

let axeSource: Promise<string> | undefined;

function source(): Promise<string> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/**
 * Runs axe-core over the page (its document, dialogs included) and answers the serious and critical
 * findings, one per element. The source goes in through the DevTools protocol's `evaluate`, which no
 * page policy binds: the product's Content-Security-Policy refuses an inline `<script>` without its nonce.
 */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  const installed = await page.evaluate<boolean>('typeof window.axe === "object"');
  if (!installed) await page.evaluate(await source());
  const run = `(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ${JSON.stringify(AXE_TAGS)} },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) => violation.nodes.map((node) => ({
        rule: violation.id,
        impact: violation.impact,
        target: node.target.join(' '),
        html: node.html.slice(0, 200),
        summary: (node.failureSummary || '').split('\\n').slice(0, 3).join(' ').slice(0, 300),
      })));
  })()`;
  return page.evaluate<AxeFinding[]>(run);
}

/** Findings as lines a failing test prints: rule, element, its HTML and why. */
export function describeFindings(where: string, findings: readonly AxeFinding[]): string {
  return findings
    .map((f) => `${where}: [${f.impact}] ${f.rule} at ${f.target}\n    ${f.html}\n    ${f.summary}`)
    .join('\n');
}

/** Console errors and uncaught exceptions of a page, from the moment this is called. */
export function collectConsoleErrors(page: Page): { take(): string[] } {
  let errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return {
    take() {
      const taken = errors;
      errors = [];
      return taken;
    },
  };
}
