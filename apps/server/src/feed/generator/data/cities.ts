import { commaList } from './lists';

/*
 * Real city names per country, in local spelling, that clubs and franchises are named after, as
 * comma-separated lists (compact to read and to diff). An entry `Latin|عربي` carries the Arabic spelling
 * too, used for clubs of Arabic-speaking countries.
 */
const CITY_LISTS: Readonly<Record<string, string>> = {
  england: `
    Manchester, Liverpool, Birmingham, Leeds, Sheffield, Bristol, Newcastle, Nottingham, Leicester,
    Southampton, Portsmouth, Brighton, Norwich, Ipswich, Derby, Coventry, Stoke, Reading, Plymouth, Hull,
    Bradford, Preston, Blackburn, Bolton, Wigan, Oxford, Cambridge, Luton, Watford, Swindon, Exeter,
    Burnley, Middlesbrough, Sunderland, Barnsley, Rotherham, Peterborough, Northampton, Doncaster,
    Huddersfield`,
  scotland: `
    Glasgow, Edinburgh, Aberdeen, Dundee, Inverness, Perth, Kilmarnock, Motherwell, Paisley, Livingston,
    Stirling, Falkirk, Ayr, Dunfermline, Greenock, Dumfries`,
  germany: `
    Berlin, Hamburg, München, Köln, Frankfurt, Stuttgart, Düsseldorf, Dortmund, Essen, Leipzig, Bremen,
    Dresden, Hannover, Nürnberg, Duisburg, Bochum, Wuppertal, Bielefeld, Bonn, Münster, Karlsruhe,
    Mannheim, Augsburg, Wiesbaden, Gelsenkirchen, Mönchengladbach, Braunschweig, Kiel, Chemnitz, Aachen,
    Freiburg, Magdeburg, Rostock, Kassel, Mainz, Paderborn, Darmstadt, Regensburg`,
  spain: `
    Madrid, Barcelona, Valencia, Sevilla, Zaragoza, Málaga, Murcia, Palma, Bilbao, Alicante, Córdoba,
    Valladolid, Vigo, Gijón, Granada, Oviedo, Santander, Pamplona, Almería, San Sebastián, Burgos,
    Salamanca, Albacete, Logroño, Badajoz, Huelva, Cádiz, Lleida, Tarragona, León, Castellón, Elche,
    Girona, Getafe, Leganés, Cartagena`,
  italy: `
    Roma, Milano, Napoli, Torino, Palermo, Genova, Bologna, Firenze, Bari, Catania, Venezia, Verona,
    Messina, Padova, Trieste, Brescia, Parma, Taranto, Prato, Modena, Reggio Emilia, Perugia, Livorno,
    Cagliari, Foggia, Salerno, Ferrara, Sassari, Bergamo, Pisa, Lecce, Cesena, Como, Empoli, Udine,
    Ancona`,
  france: `
    Paris, Marseille, Lyon, Toulouse, Nice, Nantes, Montpellier, Strasbourg, Bordeaux, Lille, Rennes,
    Reims, Toulon, Grenoble, Dijon, Angers, Nîmes, Saint-Étienne, Le Havre, Brest, Limoges, Tours,
    Amiens, Metz, Besançon, Perpignan, Orléans, Caen, Rouen, Nancy, Lorient, Auxerre`,
  netherlands: `
    Amsterdam, Rotterdam, Den Haag, Utrecht, Eindhoven, Groningen, Tilburg, Almere, Breda, Nijmegen,
    Arnhem, Haarlem, Enschede, Zwolle, Maastricht, Leeuwarden, Heerenveen, Alkmaar, Deventer, Venlo`,
  portugal: `
    Lisboa, Porto, Braga, Coimbra, Funchal, Setúbal, Aveiro, Faro, Guimarães, Viseu, Leiria, Évora,
    Barcelos, Famalicão, Chaves, Arouca, Estoril, Vizela, Portimão, Tondela`,
  belgium: `
    Bruxelles, Antwerpen, Gent, Charleroi, Liège, Brugge, Namur, Leuven, Mechelen, Genk, Kortrijk,
    Oostende, Mons, Sint-Truiden, Westerlo, Eupen, Waregem, Hasselt`,
  turkey: `
    İstanbul, Ankara, İzmir, Bursa, Antalya, Konya, Adana, Gaziantep, Kayseri, Trabzon, Samsun,
    Eskişehir, Sivas, Rize, Malatya, Alanya, Kocaeli, Denizli, Hatay, Manisa`,
  austria: `
    Wien, Graz, Linz, Salzburg, Innsbruck, Klagenfurt, Villach, Wels, St. Pölten, Dornbirn, Steyr,
    Wolfsberg, Hartberg, Altach`,
  switzerland: `
    Zürich, Genève, Basel, Bern, Lausanne, Luzern, St. Gallen, Lugano, Winterthur, Sion, Thun, Aarau,
    Schaffhausen, Yverdon, Davos, Biel, Fribourg, Zug`,
  greece: `
    Athina, Thessaloniki, Patra, Iraklio, Larisa, Volos, Ioannina, Kavala, Chania, Tripoli, Xanthi,
    Lamia, Serres, Kalamata, Veria, Drama`,
  denmark: `
    København, Aarhus, Odense, Aalborg, Esbjerg, Randers, Horsens, Vejle, Silkeborg, Viborg, Herning,
    Kolding, Roskilde, Næstved, Skjern, Holstebro`,
  sweden: `
    Stockholm, Göteborg, Malmö, Uppsala, Västerås, Örebro, Linköping, Helsingborg, Jönköping, Norrköping,
    Lund, Umeå, Gävle, Borås, Sundsvall, Kalmar, Halmstad, Växjö, Luleå, Skellefteå, Karlstad,
    Örnsköldsvik`,
  norway: `
    Oslo, Bergen, Trondheim, Stavanger, Drammen, Fredrikstad, Kristiansand, Sandnes, Tromsø, Sarpsborg,
    Skien, Ålesund, Bodø, Haugesund, Molde, Tønsberg, Hamar, Lillestrøm`,
  poland: `
    Warszawa, Kraków, Łódź, Wrocław, Poznań, Gdańsk, Szczecin, Bydgoszcz, Lublin, Białystok, Katowice,
    Gdynia, Częstochowa, Radom, Rzeszów, Toruń, Kielce, Gliwice, Zabrze, Olsztyn`,
  czechia: `
    Praha, Brno, Ostrava, Plzeň, Liberec, Olomouc, České Budějovice, Hradec Králové, Ústí nad Labem,
    Pardubice, Zlín, Teplice, Karviná, Jablonec, Mladá Boleslav, Jihlava, Opava, Kladno`,
  finland: `
    Helsinki, Espoo, Tampere, Vantaa, Oulu, Turku, Jyväskylä, Lahti, Kuopio, Pori, Joensuu, Lappeenranta,
    Hämeenlinna, Rauma, Vaasa, Seinäjoki`,
  brazil: `
    São Paulo, Rio de Janeiro, Belo Horizonte, Porto Alegre, Salvador, Recife, Fortaleza, Curitiba,
    Goiânia, Belém, Manaus, Florianópolis, Campinas, Santos, Natal, Cuiabá, Maceió, Vitória, João Pessoa,
    Ribeirão Preto, Londrina, Juiz de Fora, Sorocaba, Chapecó`,
  argentina: `
    Buenos Aires, Rosario, Córdoba, Mendoza, La Plata, Tucumán, Santa Fe, Mar del Plata, Salta, San Juan,
    Paraná, Bahía Blanca, Avellaneda, Quilmes, Lanús, Banfield, Tigre, Rafaela, Junín, Temperley,
    Sarandí, Florencio Varela`,
  usa: `
    New York, Los Angeles, Chicago, Houston, Phoenix, Philadelphia, San Antonio, San Diego, Dallas,
    Austin, Jacksonville, Columbus, Charlotte, Indianapolis, Seattle, Denver, Nashville, Oklahoma City,
    Portland, Las Vegas, Memphis, Louisville, Baltimore, Milwaukee, Albuquerque, Tucson, Sacramento,
    Kansas City, Atlanta, Omaha, Raleigh, Miami, Minneapolis, Tampa, Orlando, Cincinnati, Pittsburgh,
    St. Louis, Salt Lake City, Detroit, Boston, Cleveland, Toronto, Montréal, Vancouver, Calgary,
    Edmonton, Ottawa, Winnipeg, Québec`,
  mexico: `
    Ciudad de México, Guadalajara, Monterrey, Puebla, Tijuana, León, Querétaro, Toluca, Mérida,
    Aguascalientes, San Luis Potosí, Chihuahua, Torreón, Veracruz, Cancún, Morelia, Culiacán, Hermosillo,
    Mazatlán, Mexicali, Obregón, Navojoa, Guasave, Los Mochis`,
  japan: `
    Tokyo, Yokohama, Osaka, Nagoya, Sapporo, Fukuoka, Kobe, Kawasaki, Kyoto, Saitama, Hiroshima, Sendai,
    Chiba, Niigata, Shizuoka, Kumamoto, Okayama, Kagoshima, Kashiwa, Nagasaki`,
  'saudi-arabia': `
    Riyadh|الرياض, Jeddah|جدة, Dammam|الدمام, Makkah|مكة, Madinah|المدينة, Taif|الطائف, Abha|أبها,
    Buraidah|بريدة, Khobar|الخبر, Hail|حائل, Tabuk|تبوك, Al-Ahsa|الأحساء, Najran|نجران, Jazan|جازان,
    Unaizah|عنيزة, Khamis Mushait|خميس مشيط, Al-Rass|الرس, Qatif|القطيف`,
  egypt: `
    Cairo|القاهرة, Alexandria|الإسكندرية, Giza|الجيزة, Port Said|بورسعيد, Suez|السويس,
    Ismailia|الإسماعيلية, Mansoura|المنصورة, Tanta|طنطا, Zagazig|الزقازيق, Aswan|أسوان, Asyut|أسيوط,
    Faiyum|الفيوم, Damietta|دمياط, Minya|المنيا, Sohag|سوهاج, Luxor|الأقصر, Beni Suef|بني سويف,
    Mahalla|المحلة`,
  australia: `
    Sydney, Melbourne, Brisbane, Perth, Adelaide, Gold Coast, Newcastle, Canberra, Wollongong, Hobart,
    Geelong, Townsville, Cairns, Darwin`,
  india: `
    Mumbai, Delhi, Karnataka, Tamil Nadu, Bengal, Punjab, Baroda, Saurashtra, Vidarbha, Kerala,
    Hyderabad, Rajasthan, Gujarat, Uttar Pradesh`,
  'new-zealand': `
    Auckland, Wellington, Canterbury, Otago, Northern Districts, Central Districts`,
  'dominican-republic': `
    Santo Domingo, Santiago, San Pedro de Macorís, La Romana, San Francisco de Macorís, Puerto Plata`,
  venezuela: `
    Caracas, Maracaibo, Valencia, Barquisimeto, Maracay, Puerto La Cruz, Barcelona, Ciudad Guayana`,
};

/** City entries per country key. */
export const CITIES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(CITY_LISTS).map(([country, list]) => [country, commaList(list)]),
);

/** A city entry's Latin name and, when given, its Arabic spelling. */
export function cityNames(entry: string): { latin: string; arabic: string | undefined } {
  const [latin = entry, arabic] = entry.split('|');
  return { latin, arabic };
}
