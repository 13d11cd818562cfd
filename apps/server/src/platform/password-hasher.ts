import { randomBytes } from 'node:crypto';
import { hash, type Options, verify } from '@node-rs/argon2';

/**
 * Argon2 cost parameters. Production uses the library's defaults (argon2id, 19 MiB, 2 passes, 1 lane,
 * the OWASP recommendation); tests may pass cheaper ones.
 */
export type PasswordHashOptions = Pick<Options, 'memoryCost' | 'timeCost' | 'parallelism'>;

/**
 * Hashes and checks passwords with argon2id. Checking a password for an account that does not exist
 * verifies it against a dummy hash made with the same parameters, so an unknown e-mail costs the same
 * time as a wrong password and sign-in does not reveal which e-mails are registered.
 */
export class PasswordHasher {
  readonly #options: PasswordHashOptions;
  readonly #dummyHash: Promise<string>;

  constructor(options: PasswordHashOptions = {}) {
    this.#options = options;
    // Made once, up front, so the first unknown e-mail does not pay for a hash on top of the verify.
    this.#dummyHash = hash(randomBytes(32), options);
    this.#dummyHash.catch(() => undefined);
  }

  /** A PHC string (`$argon2id$v=19$m=...`) with a fresh random salt. */
  hash(password: string): Promise<string> {
    return hash(password, this.#options);
  }

  /**
   * Whether `password` matches `storedHash`; with no stored hash (unknown account) it still runs one
   * argon2 verification and answers false.
   */
  async verify(storedHash: string | undefined, password: string): Promise<boolean> {
    if (storedHash === undefined) {
      await verify(await this.#dummyHash, password);
      return false;
    }
    try {
      return await verify(storedHash, password);
    } catch {
      // A stored hash the library cannot parse never matches; it must not turn sign-in into a 500.
      return false;
    }
  }
}
