import { commaList } from './lists';

/* Venue naming habits per country, around `{city}`: grounds for outdoor sports, halls for indoor ones. */
const GROUNDS: Readonly<Record<string, string>> = {
  england: '{city} Park, {city} Community Stadium, {city} Road',
  scotland: '{city} Park, {city} Stadium',
  germany: 'Stadion {city}, {city} Arena, Sportpark {city}',
  austria: 'Stadion {city}, {city} Arena',
  switzerland: 'Stadion {city}, Stade de {city}',
  spain: 'Estadio Municipal de {city}, Estadio {city}, Campo de {city}',
  mexico: 'Estadio {city}, Estadio Municipal de {city}',
  argentina: 'Estadio {city}, Estadio Municipal de {city}',
  italy: 'Stadio Comunale di {city}, Stadio {city}',
  france: 'Stade de {city}, Stade Municipal de {city}',
  belgium: 'Stade de {city}, {city} Stadion',
  portugal: 'Estádio Municipal de {city}, Estádio {city}',
  brazil: 'Estádio {city}, Arena {city}',
  turkey: '{city} Stadyumu, {city} Arena',
  netherlands: 'Stadion {city}, {city} Arena',
  greece: '{city} Stadium, Gipedo {city}',
  poland: 'Stadion Miejski {city}, Arena {city}',
  czechia: 'Stadion {city}, {city} Arena',
};

const HALLS: Readonly<Record<string, string>> = {
  germany: 'Sporthalle {city}, {city} Arena',
  spain: 'Pabellón {city}, Palacio de Deportes de {city}',
  italy: 'PalaSport {city}, Palazzetto di {city}',
  france: 'Palais des Sports de {city}, {city} Arena',
  turkey: '{city} Spor Salonu, {city} Arena',
  poland: 'Hala Sportowa {city}, Arena {city}',
  brazil: 'Ginásio {city}, Arena {city}',
};

const OUTDOOR_SPORTS: ReadonlySet<string> = new Set(['football', 'american-football', 'baseball', 'cricket']);

/** Venue naming patterns for a sport in a country. */
export function venuePatterns(sport: string, country: string): string[] {
  const table = OUTDOOR_SPORTS.has(sport) ? GROUNDS : HALLS;
  const fallback = OUTDOOR_SPORTS.has(sport)
    ? '{city} Stadium, {city} Arena'
    : '{city} Arena, {city} Sports Hall';
  return commaList(table[country] ?? fallback);
}
