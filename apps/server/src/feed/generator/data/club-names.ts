import { commaList } from './lists';

/*
 * How clubs are named in each country, per sport: patterns around `{city}`, comma-separated. The first
 * patterns are the most common; a city hosting a second club takes another pattern ("Bristol City",
 * "Bristol Rovers").
 */
const FOOTBALL: Readonly<Record<string, string>> = {
  england:
    '{city} United, {city} City, {city} Town, {city} Rovers, {city} Athletic, {city} Wanderers, {city} Albion, {city} County, {city} FC',
  scotland: '{city} FC, {city} United, {city} Athletic, {city} Thistle, {city} Rovers, {city} Academical',
  germany:
    'FC {city}, 1. FC {city}, SV {city}, VfB {city}, VfL {city}, Borussia {city}, Eintracht {city}, TSV {city}, Fortuna {city}, Arminia {city}, Preußen {city}, SpVgg {city}, Kickers {city}',
  spain:
    'Real {city}, {city} CF, CD {city}, Atlético {city}, UD {city}, SD {city}, Deportivo {city}, Racing {city}, CF {city}, Sporting {city}',
  italy:
    '{city} Calcio, AC {city}, US {city}, SS {city}, AS {city}, FC {city}, Virtus {city}, Sporting {city}',
  france:
    'FC {city}, Olympique {city}, Stade {city}, AS {city}, RC {city}, SC {city}, US {city}, AJ {city}, En Avant {city}, {city} FC',
  netherlands:
    'FC {city}, SC {city}, Sparta {city}, Fortuna {city}, Heracles {city}, VV {city}, Go Ahead {city}',
  portugal: 'SC {city}, FC {city}, CD {city}, GD {city}, Sporting {city}, Vitória {city}, União {city}',
  belgium:
    'KV {city}, KRC {city}, Royal {city}, Sporting {city}, RSC {city}, KAA {city}, Union {city}, Cercle {city}',
  turkey: '{city}spor, {city} FK, {city} Belediyespor, {city} İdman Yurdu, {city} Gençlerbirliği',
  austria: 'SK {city}, SV {city}, FC {city}, Austria {city}, Rapid {city}, Admira {city}, SC {city}',
  switzerland: 'FC {city}, BSC {city}, FC Stade {city}, {city}-Sport, SC {city}',
  greece: 'AE {city}, Asteras {city}, PAE {city}, Atromitos {city}, Iraklis {city}, Apollon {city}',
  denmark: '{city} BK, {city} IF, FC {city}, {city} Boldklub',
  sweden: '{city} IF, {city} FF, {city} BK, IFK {city}, IK {city}',
  norway: '{city} IL, {city} BK, {city} FK, IK {city}, SK {city}',
  poland:
    'Górnik {city}, Stal {city}, Polonia {city}, Olimpia {city}, Warta {city}, Odra {city}, Unia {city}, Motor {city}, Lechia {city}, Zagłębie {city}',
  czechia:
    'FC {city}, SK {city}, Baník {city}, Slavoj {city}, Viktoria {city}, Dukla {city}, FK {city}, 1. FC {city}',
  brazil: '{city} EC, {city} FC, Atlético {city}, SE {city}, EC {city}, América {city}, Sport Club {city}',
  argentina:
    'Club Atlético {city}, {city} Juniors, Deportivo {city}, Sportivo {city}, Estudiantes de {city}, Gimnasia de {city}, Unión de {city}, Talleres de {city}, Defensores de {city}',
  usa: '{city} FC, {city} SC, Real {city}, Sporting {city}, {city} United, FC {city}, {city} City',
  mexico: 'Club {city}, {city} FC, Atlético {city}, Deportivo {city}, Real {city}, Unión {city}',
  japan: '{city} FC, FC {city}, {city} United, Sporting {city}, {city} City',
  australia: '{city} FC, {city} City, {city} United, Western {city}',
};

const BASKETBALL: Readonly<Record<string, string>> = {
  spain: 'CB {city}, Baloncesto {city}, {city} Basket',
  germany: '{city} Baskets, BC {city}, Basketball {city}',
  italy: 'Pallacanestro {city}, Virtus {city}, Basket {city}',
  turkey: '{city} Basketbol, {city} BK',
  france: '{city} Basket, Élan {city}, {city} Métropole Basket',
  greece: 'BC {city}, {city} BC, Aris {city}',
};

const ICE_HOCKEY: Readonly<Record<string, string>> = {
  sweden: '{city} HC, {city} IF, {city} HK, IK {city}',
  finland: 'Kiekko-{city}, {city} HC, Hockey {city}',
  germany: 'EHC {city}, ERC {city}, EV {city}',
  czechia: 'HC {city}, HC Baník {city}, HC Dukla {city}',
  switzerland: 'HC {city}, EHC {city}, SC {city}',
};

const VOLLEYBALL: Readonly<Record<string, string>> = {
  italy: '{city} Volley, Pallavolo {city}, Volley {city}',
  poland: 'Projekt {city}, AZS {city}, Stal {city}, Czarni {city}',
  turkey: '{city} Voleybol, {city} Belediyesi',
  brazil: '{city} Vôlei, Vôlei {city}, Sesi {city}',
};

const HANDBALL: Readonly<Record<string, string>> = {
  germany: 'HSG {city}, TSV {city}, SC {city}, HC {city}, TBV {city}, SG {city}',
  spain: 'BM {city}, CB {city}, Balonmano {city}',
  france: '{city} Handball, HBC {city}, {city} Métropole Handball',
  denmark: '{city} Håndbold, {city} HK, TMS {city}',
};

const CRICKET: Readonly<Record<string, string>> = {
  india: '{city}',
  'new-zealand': '{city}',
};

const BY_SPORT: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  football: FOOTBALL,
  basketball: BASKETBALL,
  'ice-hockey': ICE_HOCKEY,
  volleyball: VOLLEYBALL,
  handball: HANDBALL,
  cricket: CRICKET,
};

/** The club naming patterns of a country in a sport (most common first). */
export function clubPatterns(sport: string, country: string): string[] {
  const patterns = BY_SPORT[sport]?.[country];
  return patterns ? commaList(patterns) : ['{city} Club', 'Club {city}'];
}

/*
 * Clubs of Arabic-speaking countries are named "Al-<word>" (the union, the crescent...) after the city, in
 * Latin and Arabic script.
 */
export const ARABIC_CLUB_WORDS = commaList(
  'Ittihad|الاتحاد, Ahli|الأهلي, Shabab|الشباب, Nasr|النصر, Hilal|الهلال, Ettifaq|الاتفاق, Taawoun|التعاون, ' +
    'Fateh|الفتح, Wehda|الوحدة, Raed|الرائد, Khaleej|الخليج, Nahda|النهضة, Najma|النجمة, Faisaly|الفيصلي, ' +
    'Qadsiah|القادسية, Tadamon|التضامن, Majd|المجد, Kawkab|الكوكب, Amal|الأمل, Salam|السلام',
);

/** The Arabic-speaking countries whose clubs take Arabic names. */
export const ARABIC_NAMING_COUNTRIES: ReadonlySet<string> = new Set(['saudi-arabia', 'egypt']);

/** Nicknames of city franchises, by style. */
export const FRANCHISE_NICKNAMES: Readonly<Record<'us' | 'latin' | 'aus' | 'college', readonly string[]>> = {
  us: commaList(
    'Comets, Pioneers, Voyagers, Mustangs, Condors, Stingrays, Bison, Outlaws, Marauders, Sentinels, ' +
      'Wranglers, Miners, Blizzard, Cyclones, Express, Foxes, Otters, Harriers, Herons, Pilots, Monarchs, ' +
      'Navigators, Admirals, Barons, Vipers, Scorpions, Aviators, Surge, Ospreys, Pumas, Jackals, Kestrels, ' +
      'Ironmen, Shockers, Rattlers, Drifters, Cougars, Gulls',
  ),
  latin: commaList(
    'Águilas, Toros, Venados, Naranjeros, Algodoneros, Cañeros, Charros, Sultanes, Leones, Caimanes, ' +
      'Gigantes, Estrellas, Azucareros, Navegantes, Tiburones, Bravos, Pericos, Halcones, Jaguares, Piratas',
  ),
  aus: commaList(
    'Comets, Kingfishers, Cockatoos, Wombats, Bluebirds, Thunderbolts, Currawongs, Kookaburras, Breakers, ' +
      'Dingoes, Stingrays, Pelicans, Lorikeets, Bandicoots',
  ),
  college: commaList('{city} State, University of {city}, {city} Tech, {city} A&M, Central {city}'),
};
