import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

const SecretsFileSchema = z.object({
  authSecret: z.string().min(32),
  realtimeTokenSecret: z.string().min(32),
});

export interface Secrets {
  readonly authSecret: string;
  readonly realtimeTokenSecret: string;
}

/** New random token secrets (a local install's first start; a benchmark's server). */
export function generateSecrets(): Secrets {
  return {
    authSecret: randomBytes(32).toString('base64url'),
    realtimeTokenSecret: randomBytes(32).toString('base64url'),
  };
}

/**
 * The token secrets: from the environment when set (production), otherwise generated once and kept in
 * `DATA_DIR/secrets.json` (mode 0600) so tokens survive a restart of a local install.
 */
export async function loadSecrets(
  dataDir: string,
  fromEnv: { authSecret: string | undefined; realtimeTokenSecret: string | undefined },
): Promise<Secrets> {
  if (fromEnv.authSecret && fromEnv.realtimeTokenSecret) {
    return { authSecret: fromEnv.authSecret, realtimeTokenSecret: fromEnv.realtimeTokenSecret };
  }
  const path = join(dataDir, 'secrets.json');
  let stored: Secrets | undefined;
  try {
    const parsed = SecretsFileSchema.safeParse(JSON.parse(await readFile(path, 'utf8')));
    if (!parsed.success) throw new Error(`${path} is corrupt: delete it to generate new secrets`);
    stored = parsed.data;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (!stored) {
    stored = generateSecrets();
    await writeFile(path, JSON.stringify(stored), { mode: 0o600 });
  }
  return {
    authSecret: fromEnv.authSecret ?? stored.authSecret,
    realtimeTokenSecret: fromEnv.realtimeTokenSecret ?? stored.realtimeTokenSecret,
  };
}
