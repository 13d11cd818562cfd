import { type Localised, same, t } from '../../../catalog/market-vocabulary';

/** A country or region: what categories are named after, and where clubs and players come from. */
export interface RegionSpec {
  /** ISO 3166-1 alpha-2 (or a feed region such as `GB-ENG`); null for international categories. */
  readonly code: string | null;
  readonly names: Localised;
}

/** Countries and regions by key (the key is also the category slug). */
export const REGIONS: Readonly<Record<string, RegionSpec>> = {
  england: {
    code: 'GB-ENG',
    names: t('England', 'England', 'Inglaterra', 'Inglaterra', 'İngiltere', 'إنجلترا'),
  },
  scotland: {
    code: 'GB-SCT',
    names: t('Scotland', 'Schottland', 'Escocia', 'Escócia', 'İskoçya', 'اسكتلندا'),
  },
  germany: { code: 'DE', names: t('Germany', 'Deutschland', 'Alemania', 'Alemanha', 'Almanya', 'ألمانيا') },
  spain: { code: 'ES', names: t('Spain', 'Spanien', 'España', 'Espanha', 'İspanya', 'إسبانيا') },
  italy: { code: 'IT', names: t('Italy', 'Italien', 'Italia', 'Itália', 'İtalya', 'إيطاليا') },
  france: { code: 'FR', names: t('France', 'Frankreich', 'Francia', 'França', 'Fransa', 'فرنسا') },
  netherlands: {
    code: 'NL',
    names: t('Netherlands', 'Niederlande', 'Países Bajos', 'Países Baixos', 'Hollanda', 'هولندا'),
  },
  portugal: { code: 'PT', names: t('Portugal', 'Portugal', 'Portugal', 'Portugal', 'Portekiz', 'البرتغال') },
  belgium: { code: 'BE', names: t('Belgium', 'Belgien', 'Bélgica', 'Bélgica', 'Belçika', 'بلجيكا') },
  turkey: { code: 'TR', names: t('Türkiye', 'Türkei', 'Turquía', 'Turquia', 'Türkiye', 'تركيا') },
  austria: { code: 'AT', names: t('Austria', 'Österreich', 'Austria', 'Áustria', 'Avusturya', 'النمسا') },
  switzerland: { code: 'CH', names: t('Switzerland', 'Schweiz', 'Suiza', 'Suíça', 'İsviçre', 'سويسرا') },
  greece: { code: 'GR', names: t('Greece', 'Griechenland', 'Grecia', 'Grécia', 'Yunanistan', 'اليونان') },
  denmark: { code: 'DK', names: t('Denmark', 'Dänemark', 'Dinamarca', 'Dinamarca', 'Danimarka', 'الدنمارك') },
  sweden: { code: 'SE', names: t('Sweden', 'Schweden', 'Suecia', 'Suécia', 'İsveç', 'السويد') },
  norway: { code: 'NO', names: t('Norway', 'Norwegen', 'Noruega', 'Noruega', 'Norveç', 'النرويج') },
  poland: { code: 'PL', names: t('Poland', 'Polen', 'Polonia', 'Polônia', 'Polonya', 'بولندا') },
  czechia: { code: 'CZ', names: t('Czechia', 'Tschechien', 'Chequia', 'Tchéquia', 'Çekya', 'التشيك') },
  finland: { code: 'FI', names: t('Finland', 'Finnland', 'Finlandia', 'Finlândia', 'Finlandiya', 'فنلندا') },
  ukraine: { code: 'UA', names: t('Ukraine', 'Ukraine', 'Ucrania', 'Ucrânia', 'Ukrayna', 'أوكرانيا') },
  brazil: { code: 'BR', names: t('Brazil', 'Brasilien', 'Brasil', 'Brasil', 'Brezilya', 'البرازيل') },
  argentina: {
    code: 'AR',
    names: t('Argentina', 'Argentinien', 'Argentina', 'Argentina', 'Arjantin', 'الأرجنتين'),
  },
  usa: {
    code: 'US',
    names: t('USA', 'USA', 'Estados Unidos', 'Estados Unidos', 'ABD', 'الولايات المتحدة'),
  },
  canada: { code: 'CA', names: t('Canada', 'Kanada', 'Canadá', 'Canadá', 'Kanada', 'كندا') },
  mexico: { code: 'MX', names: t('Mexico', 'Mexiko', 'México', 'México', 'Meksika', 'المكسيك') },
  japan: { code: 'JP', names: t('Japan', 'Japan', 'Japón', 'Japão', 'Japonya', 'اليابان') },
  china: { code: 'CN', names: t('China', 'China', 'China', 'China', 'Çin', 'الصين') },
  'south-korea': {
    code: 'KR',
    names: t('South Korea', 'Südkorea', 'Corea del Sur', 'Coreia do Sul', 'Güney Kore', 'كوريا الجنوبية'),
  },
  'saudi-arabia': {
    code: 'SA',
    names: t(
      'Saudi Arabia',
      'Saudi-Arabien',
      'Arabia Saudí',
      'Arábia Saudita',
      'Suudi Arabistan',
      'السعودية',
    ),
  },
  egypt: { code: 'EG', names: t('Egypt', 'Ägypten', 'Egipto', 'Egito', 'Mısır', 'مصر') },
  australia: {
    code: 'AU',
    names: t('Australia', 'Australien', 'Australia', 'Austrália', 'Avustralya', 'أستراليا'),
  },
  'new-zealand': {
    code: 'NZ',
    names: t('New Zealand', 'Neuseeland', 'Nueva Zelanda', 'Nova Zelândia', 'Yeni Zelanda', 'نيوزيلندا'),
  },
  india: { code: 'IN', names: t('India', 'Indien', 'India', 'Índia', 'Hindistan', 'الهند') },
  pakistan: { code: 'PK', names: t('Pakistan', 'Pakistan', 'Pakistán', 'Paquistão', 'Pakistan', 'باكستان') },
  'sri-lanka': {
    code: 'LK',
    names: t('Sri Lanka', 'Sri Lanka', 'Sri Lanka', 'Sri Lanka', 'Sri Lanka', 'سريلانكا'),
  },
  bangladesh: {
    code: 'BD',
    names: t('Bangladesh', 'Bangladesch', 'Bangladés', 'Bangladesh', 'Bangladeş', 'بنغلاديش'),
  },
  'south-africa': {
    code: 'ZA',
    names: t('South Africa', 'Südafrika', 'Sudáfrica', 'África do Sul', 'Güney Afrika', 'جنوب أفريقيا'),
  },
  'west-indies': {
    code: null,
    names: t(
      'West Indies',
      'Westindien',
      'Indias Occidentales',
      'Índias Ocidentais',
      'Batı Hint Adaları',
      'جزر الهند الغربية',
    ),
  },
  afghanistan: {
    code: 'AF',
    names: t('Afghanistan', 'Afghanistan', 'Afganistán', 'Afeganistão', 'Afganistan', 'أفغانستان'),
  },
  'dominican-republic': {
    code: 'DO',
    names: t(
      'Dominican Republic',
      'Dominikanische Republik',
      'República Dominicana',
      'República Dominicana',
      'Dominik Cumhuriyeti',
      'جمهورية الدومينيكان',
    ),
  },
  venezuela: {
    code: 'VE',
    names: t('Venezuela', 'Venezuela', 'Venezuela', 'Venezuela', 'Venezuela', 'فنزويلا'),
  },
  croatia: { code: 'HR', names: t('Croatia', 'Kroatien', 'Croacia', 'Croácia', 'Hırvatistan', 'كرواتيا') },
  serbia: { code: 'RS', names: t('Serbia', 'Serbien', 'Serbia', 'Sérvia', 'Sırbistan', 'صربيا') },
  international: {
    code: null,
    names: t('International', 'International', 'Internacional', 'Internacional', 'Uluslararası', 'دولي'),
  },
  'international-clubs': {
    code: null,
    names: t(
      'International Clubs',
      'Internationale Vereine',
      'Clubes internacionales',
      'Clubes internacionais',
      'Uluslararası Kulüpler',
      'أندية دولية',
    ),
  },
  atp: { code: null, names: same('ATP') },
  wta: { code: null, names: same('WTA') },
  challenger: {
    code: null,
    names: t('Challenger', 'Challenger', 'Challenger', 'Challenger', 'Challenger', 'تشالنجر'),
  },
  'itf-men': {
    code: null,
    names: t('ITF Men', 'ITF Herren', 'ITF Masculino', 'ITF Masculino', 'ITF Erkekler', 'ITF رجال'),
  },
  'itf-women': {
    code: null,
    names: t('ITF Women', 'ITF Damen', 'ITF Femenino', 'ITF Feminino', 'ITF Kadınlar', 'ITF سيدات'),
  },
};

/** A region by key; throws for a key the data does not define (a data error caught by tests). */
export function region(key: string): RegionSpec {
  const found = REGIONS[key];
  if (!found) throw new Error(`unknown region ${key}`);
  return found;
}
