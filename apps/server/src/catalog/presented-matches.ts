import { type Match, MatchSchema } from '@sportsbook/contract/entities/match';
import type { Db } from '../db/database';
import { SerializedJson } from '../http/serialized-json';
import { type CatalogReferences, loadMatchRecords } from './catalog-records';
import { presentMatch } from './match-presenter';
import { readMatchVersions } from './match-version';
import { PresentedMatchCache } from './presented-match-cache';

type Presented = SerializedJson<Match>;

/**
 * Matches as the wire shows them, as validated JSON, built once per version and locale: a match whose
 * version (read in the same request) is the one kept comes from memory; the others are loaded in one batch
 * (two queries), presented, validated and kept. Loads of the same match, version and locale that overlap
 * (concurrent requests seeing the same change) are done once.
 */
export class PresentedMatches {
  readonly #db: Db;
  readonly #references: CatalogReferences;
  readonly #cache: PresentedMatchCache;
  readonly #loading = new Map<string, Promise<Presented | undefined>>();

  constructor(db: Db, references: CatalogReferences, cache = new PresentedMatchCache()) {
    this.#db = db;
    this.#references = references;
    this.#cache = cache;
  }

  /**
   * The matches `ids` in the order given, whose versions the caller read (`versions[i]` for `ids[i]`, see
   * matchVersion). Matches that no longer exist are left out.
   */
  async byVersions(
    ids: readonly number[],
    versions: readonly string[],
    locale: string,
  ): Promise<Presented[]> {
    const found = new Map<number, Presented>();
    const pending: Promise<void>[] = [];
    const toLoad: { id: number; key: string }[] = [];
    ids.forEach((id, index) => {
      const version = versions[index] ?? '';
      const kept = this.#cache.get(id, locale, version);
      if (kept) {
        found.set(id, kept);
        return;
      }
      const key = `${id}:${locale}:${version}`;
      const loading = this.#loading.get(key);
      if (loading) {
        pending.push(loading.then((json) => void (json && found.set(id, json))));
      } else {
        toLoad.push({ id, key });
      }
    });
    if (toLoad.length > 0) {
      const batch = this.#load(
        toLoad.map((item) => item.id),
        locale,
      );
      for (const { id, key } of toLoad) {
        const one = batch.then((loaded) => loaded.get(id));
        this.#loading.set(key, one);
        pending.push(one.then((json) => void (json && found.set(id, json))));
      }
      // Forgotten once settled (also on failure, so that the next request tries again).
      void batch.then(
        () => this.#forget(toLoad),
        () => this.#forget(toLoad),
      );
    }
    await Promise.all(pending);
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /** The matches `ids` in the order given (unknown ids left out), reading their versions first. */
  async byIds(ids: readonly number[], locale: string): Promise<Presented[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const versions = await readMatchVersions(this.#db, unique);
    const known = unique.filter((id) => versions.has(id));
    return this.byVersions(
      known,
      known.map((id) => versions.get(id) ?? ''),
      locale,
    );
  }

  async #load(ids: readonly number[], locale: string): Promise<Map<number, Presented>> {
    const { records, competitors } = await loadMatchRecords(this.#db, this.#references, ids);
    const loaded = new Map<number, Presented>();
    for (const record of records) {
      const id = record.match.id;
      const json = SerializedJson.of(
        MatchSchema,
        presentMatch(record, { locale, competitors }),
        `match ${id}`,
      );
      // Kept under the version read with the record: the freshest this process knows for it.
      this.#cache.set(id, locale, record.version, json);
      loaded.set(id, json);
    }
    return loaded;
  }

  #forget(items: readonly { key: string }[]): void {
    for (const { key } of items) this.#loading.delete(key);
  }
}
