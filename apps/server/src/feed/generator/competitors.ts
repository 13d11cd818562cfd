import { NAME_LOCALES } from '../../catalog/market-vocabulary';
import { foldText } from '../../catalog/text-folding';
import type { LocalisedNames } from '../../db/schema';
import { CITIES, cityNames } from './data/cities';
import {
  ARABIC_CLUB_WORDS,
  ARABIC_NAMING_COUNTRIES,
  clubPatterns,
  FRANCHISE_NICKNAMES,
} from './data/club-names';
import { ESPORTS_WORDS, personNames } from './data/person-names';
import { region } from './data/regions';
import type { TeamSource, TournamentSpec } from './data/tournament-spec';
import { venuePatterns } from './data/venues';
import type { Random } from './random';

/** Colours and shape of a competitor's generated badge (stored in `competitors.badge`). */
export interface Badge {
  readonly primary: string;
  readonly secondary: string;
  readonly shape: 'shield' | 'circle' | 'hexagon' | 'diamond' | 'square';
}

/** A generated competitor: a club, franchise, national team, player or e-sports organisation. */
export interface CompetitorSeed {
  readonly id: number;
  readonly sportKey: string;
  readonly name: string;
  /** Names in other locales where they differ (Arabic script for Arabic clubs, national team names). */
  readonly names: LocalisedNames;
  readonly abbreviation: string;
  readonly badge: Badge;
  /** Country code, when the competitor has one. */
  readonly country: string | null;
  /** Elo-like strength (about 1500). */
  readonly rating: number;
  /** Home city and venue, for sports played at one. */
  readonly city: string | null;
  readonly venue: string | null;
}

const COLOURS = [
  '#C8102E',
  '#003DA5',
  '#FFD100',
  '#00843D',
  '#000000',
  '#FFFFFF',
  '#6CACE4',
  '#7A263A',
  '#F47920',
  '#5B2C83',
  '#1D428A',
  '#A6192E',
  '#0B6E4F',
  '#FDB913',
  '#8A8D8F',
  '#E03A3E',
];
const TEAM_SHAPES: readonly Badge['shape'][] = ['shield', 'shield', 'hexagon', 'diamond', 'square', 'circle'];

/** Hands out ids in a range, in order. */
export class IdSequence {
  #next: number;
  constructor(first: number) {
    this.#next = first;
  }
  take(): number {
    const id = this.#next;
    this.#next += 1;
    return id;
  }
}

/** A name candidate before it becomes a competitor. */
interface Draft {
  readonly name: string;
  readonly names: LocalisedNames;
  /** The word(s) an abbreviation is made from (the city, the surname...). */
  readonly core: string;
  readonly country: string | null;
  readonly city: string | null;
  readonly individual: boolean;
}

/**
 * Builds the competitors of every tournament: names that follow each country's habits, unique within a
 * sport, with ratings, badges and home venues. Clubs of international competitions are drawn from the
 * domestic tournaments already built, so the same club plays in both.
 */
export class CompetitorFactory {
  readonly #ids: IdSequence;
  readonly #all: CompetitorSeed[] = [];
  readonly #usedNames = new Map<string, Set<string>>();
  readonly #cityUse = new Map<string, number>();
  readonly #byTournament = new Map<string, CompetitorSeed[]>();

  constructor(ids: IdSequence) {
    this.#ids = ids;
  }

  /** Every competitor built so far, in id order. */
  get all(): readonly CompetitorSeed[] {
    return this.#all;
  }

  /** The competitors of a tournament, building them on first use. */
  forTournament(spec: TournamentSpec, random: Random): CompetitorSeed[] {
    const key = `${spec.sport}:${spec.slug}`;
    const built = this.#byTournament.get(key);
    if (built) return built;
    const teams =
      spec.teams.kind === 'pool'
        ? this.#pool(spec, spec.teams, random)
        : this.#fresh(spec, spec.teams, random);
    this.#byTournament.set(key, teams);
    return teams;
  }

  #pool(
    spec: TournamentSpec,
    source: Extract<TeamSource, { kind: 'pool' }>,
    random: Random,
  ): CompetitorSeed[] {
    const candidates = source.from.flatMap((slug) => this.#byTournament.get(`${spec.sport}:${slug}`) ?? []);
    // The strongest clubs of each source league qualify, as they do in European competitions.
    const ranked = [...candidates].sort((a, b) => b.rating - a.rating);
    return random.shuffle(ranked.slice(0, source.count)).sort((a, b) => a.id - b.id);
  }

  #fresh(
    spec: TournamentSpec,
    source: Exclude<TeamSource, { kind: 'pool' }>,
    random: Random,
  ): CompetitorSeed[] {
    const count = source.kind === 'nations' ? source.nations.length : source.count;
    const used = this.#usedNames.get(spec.sport) ?? new Set<string>();
    this.#usedNames.set(spec.sport, used);
    const abbreviations = new Set<string>();
    const teams: CompetitorSeed[] = [];
    for (let i = 0, attempts = 0; teams.length < count && attempts < count * 40; attempts += 1) {
      const draft = this.#draft(spec, source, i, random);
      if (!draft || used.has(draft.name)) continue;
      used.add(draft.name);
      i += 1;
      const abbreviation = abbreviate(draft, abbreviations);
      abbreviations.add(abbreviation);
      const seed: CompetitorSeed = {
        id: this.#ids.take(),
        sportKey: spec.sport,
        name: draft.name,
        names: draft.names,
        abbreviation,
        badge: badgeFor(draft.individual, random),
        country: draft.country,
        rating: Math.round(spec.strength + 110 * random.normal()),
        city: draft.city,
        venue:
          draft.city && !draft.individual
            ? fill(random.pick(venuePatterns(spec.sport, spec.region)), draft.city)
            : null,
      };
      teams.push(seed);
      this.#all.push(seed);
    }
    return teams;
  }

  #draft(
    spec: TournamentSpec,
    source: Exclude<TeamSource, { kind: 'pool' }>,
    index: number,
    random: Random,
  ): Draft | undefined {
    switch (source.kind) {
      case 'clubs':
        return this.#club(spec.sport, source.country, random);
      case 'franchises':
        return this.#franchise(spec.sport, source, random);
      case 'players': {
        const nationality = random.pick(source.nationalities);
        const { first, surnames } = personNames(nationality, source.gender);
        const surname = random.pick(surnames);
        return {
          name: `${random.pick(first)} ${surname}`,
          names: {},
          core: surname,
          country: region(nationality).code,
          city: null,
          individual: true,
        };
      }
      case 'nations': {
        const key = source.nations[index];
        if (!key) return undefined;
        const nation = region(key);
        return {
          name: nation.names.en,
          names: { ...nation.names },
          core: nation.names.en,
          country: nation.code,
          city: null,
          individual: false,
        };
      }
      case 'esports': {
        const first = random.pick(ESPORTS_WORDS.first);
        const name = random.chance(0.3) ? `Team ${first}` : `${first} ${random.pick(ESPORTS_WORDS.second)}`;
        return { name, names: {}, core: first, country: null, city: null, individual: false };
      }
    }
  }

  /** A club named after a city in its country's habit; a city hosts at most two clubs per sport. */
  #club(sport: string, country: string, random: Random): Draft | undefined {
    const cities = CITIES[country] ?? [];
    const fresh = cities.filter((city) => (this.#cityUse.get(`${sport}:${country}:${city}`) ?? 0) === 0);
    const entry =
      fresh.length > 0 ? random.pick(fresh) : random.pick(cities.length > 0 ? cities : ['Central']);
    const useKey = `${sport}:${country}:${entry}`;
    const uses = this.#cityUse.get(useKey) ?? 0;
    if (uses >= 2) return undefined;
    this.#cityUse.set(useKey, uses + 1);
    const { latin, arabic } = cityNames(entry);
    const code = region(country).code;
    if (ARABIC_NAMING_COUNTRIES.has(country)) {
      const [word = 'Ittihad', wordArabic = 'الاتحاد'] = random.pick(ARABIC_CLUB_WORDS).split('|');
      return {
        name: `Al-${word} ${latin}`,
        names: { ar: `${wordArabic} ${arabic ?? latin}` },
        core: word,
        country: code,
        city: latin,
        individual: false,
      };
    }
    const patterns = clubPatterns(sport, country);
    // The first club of a city takes one of the country's commonest forms; a second one any other form.
    const pattern = uses === 0 ? random.pick(patterns.slice(0, 4)) : random.pick(patterns.slice(1));
    return {
      name: fill(pattern, latin),
      names: {},
      core: latin,
      country: code,
      city: latin,
      individual: false,
    };
  }

  #franchise(
    sport: string,
    source: Extract<TeamSource, { kind: 'franchises' }>,
    random: Random,
  ): Draft | undefined {
    const cities = CITIES[source.country] ?? [];
    const city = cityNames(random.pick(cities)).latin;
    const key = `${sport}:${source.style}:${source.country}:${city}`;
    if ((this.#cityUse.get(key) ?? 0) >= 1) return undefined;
    this.#cityUse.set(key, 1);
    const nickname = random.pick(FRANCHISE_NICKNAMES[source.style]);
    const name =
      source.style === 'latin'
        ? `${nickname} de ${city}`
        : source.style === 'college'
          ? fill(nickname, city)
          : `${city} ${nickname}`;
    return { name, names: {}, core: city, country: region(source.country).code, city, individual: false };
  }
}

function fill(pattern: string, city: string): string {
  return pattern.replaceAll('{city}', city);
}

function badgeFor(individual: boolean, random: Random): Badge {
  const primary = random.pick(COLOURS);
  const secondary = random.pick(COLOURS.filter((colour) => colour !== primary));
  return { primary, secondary, shape: individual ? 'circle' : random.pick(TEAM_SHAPES) };
}

/** Upper-case Latin letters of a word, marks removed. */
function letters(text: string): string {
  return foldText(text)
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
}

/** A short code for scoreboards (`MAN`, `BRI`), unique within its tournament where possible. */
function abbreviate(draft: Draft, taken: ReadonlySet<string>): string {
  const core = letters(draft.core);
  const words = draft.name
    .split(/\s+/)
    .map(letters)
    .filter((w) => w.length > 0);
  const consonants = core.slice(1).replace(/[AEIOU]/g, '');
  const candidates = [
    core.slice(0, 3),
    `${core.slice(0, 1)}${consonants.slice(0, 2)}`,
    words
      .map((w) => w[0])
      .join('')
      .slice(0, 4),
    `${core.slice(0, 2)}${core.slice(-1)}`,
    `${core.slice(0, 2)}${words[words.length - 1]?.[0] ?? ''}`,
  ].filter((c) => c.length >= 2);
  const free = candidates.find((c) => !taken.has(c));
  if (free) return free;
  const base = candidates[0] ?? 'TEA';
  for (let n = 2; n < 100; n += 1) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
  return base;
}

/** The names of a competitor in every locale (its default name where no other is known). */
export function competitorNames(seed: CompetitorSeed): LocalisedNames {
  return Object.fromEntries(NAME_LOCALES.map((locale) => [locale, seed.names[locale] ?? seed.name]));
}
