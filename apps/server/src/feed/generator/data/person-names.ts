import { commaList } from './lists';

/** First names and surnames of one nationality, as comma-separated lists. */
interface NameLists {
  readonly men: string;
  readonly women: string;
  readonly surnames: string;
}

const NAMES: Readonly<Record<string, NameLists>> = {
  spain: {
    men: 'Carlos, Pablo, Alejandro, Javier, Daniel, Álvaro, Sergio, Marcos, Diego, Jorge',
    women: 'Lucía, Paula, Marta, Sara, Carmen, Nuria, Cristina, Elena, Irene, Alba',
    surnames:
      'García, Martínez, López, Sánchez, Romero, Navarro, Torres, Domínguez, Vidal, Molina, Ortega, Ramos',
  },
  france: {
    men: 'Hugo, Lucas, Antoine, Théo, Nicolas, Thomas, Julien, Maxime, Romain, Baptiste',
    women: 'Léa, Chloé, Manon, Sophie, Pauline, Inès, Camille, Élise, Margaux, Justine',
    surnames:
      'Martin, Bernard, Dubois, Moreau, Laurent, Girard, Fournier, Mercier, Blanchard, Rousseau, Lambert',
  },
  italy: {
    men: 'Lorenzo, Matteo, Luca, Andrea, Francesco, Federico, Simone, Davide, Marco, Riccardo',
    women: 'Giulia, Sara, Martina, Chiara, Elisa, Camilla, Francesca, Alessia, Federica, Aurora',
    surnames: 'Rossi, Bianchi, Romano, Ricci, Marino, Greco, Bruno, Galli, Conti, Fontana, Moretti, Esposito',
  },
  germany: {
    men: 'Maximilian, Jonas, Felix, Paul, Niklas, Jakob, Moritz, Tobias, Lukas, Florian',
    women: 'Laura, Anna, Lisa, Julia, Sophie, Lena, Marie, Hannah, Katharina, Sarah',
    surnames: 'Müller, Schmidt, Schneider, Fischer, Weber, Becker, Hoffmann, Koch, Richter, Wolf, Krüger',
  },
  usa: {
    men: 'Tyler, Brandon, Ethan, Mason, Jordan, Austin, Carter, Logan, Nathan, Ryan',
    women: 'Madison, Ashley, Hailey, Megan, Kayla, Brooke, Lauren, Rachel, Allison, Caroline',
    surnames:
      'Johnson, Williams, Brown, Miller, Davis, Wilson, Anderson, Thompson, Harris, Walker, Parker, Brooks',
  },
  argentina: {
    men: 'Nicolás, Tomás, Matías, Federico, Gonzalo, Francisco, Santiago, Lautaro, Joaquín, Ignacio',
    women: 'Florencia, Camila, Julieta, Valentina, María, Victoria, Micaela, Catalina, Agustina, Sofía',
    surnames:
      'Fernández, González, Rodríguez, Díaz, Pérez, Gómez, Álvarez, Romero, Sosa, Benítez, Ríos, Acosta',
  },
  england: {
    men: 'Jack, Oliver, Harry, George, Cameron, Liam, Dan, Kyle, Jacob, Billy',
    women: 'Emma, Sophie, Charlotte, Hannah, Lucy, Rebecca, Georgia, Holly, Amelia, Lily',
    surnames: 'Smith, Jones, Taylor, Evans, Wright, Roberts, Clarke, Hughes, Walsh, Baker, Green, Hall',
  },
  czechia: {
    men: 'Pavel, Tomáš, Jan, Michal, David, Filip, Lukáš, Martin, Petr, Ondřej',
    women: 'Eliška, Adéla, Veronika, Klára, Anežka, Hana, Tereza, Petra, Lucie, Sára',
    surnames: 'Novák, Svoboda, Dvořák, Černý, Procházka, Kučera, Veselý, Horák, Němec, Pokorný, Marek, Král',
  },
  poland: {
    men: 'Adam, Krzysztof, Jakub, Maciej, Piotr, Łukasz, Tomasz, Michał, Paweł, Bartosz',
    women: 'Anna, Aleksandra, Ewa, Weronika, Alicja, Martyna, Zuzanna, Natalia, Joanna, Agnieszka',
    surnames:
      'Nowak, Kowalski, Wiśniewski, Wójcik, Kamiński, Lewandowski, Zieliński, Szymański, Dąbrowski, Kozłowski',
  },
  australia: {
    men: 'Jack, Ben, Sam, Tom, Luke, Josh, Matt, Nick, Riley, Cooper',
    women: 'Chloe, Mia, Grace, Ruby, Zoe, Isla, Ella, Sophie, Jess, Tahlia',
    surnames:
      'Walker, Mitchell, Kelly, Ryan, Campbell, Murphy, Byrne, Doyle, Hughes, Turner, Cooper, Bennett',
  },
  brazil: {
    men: 'João, Pedro, Felipe, Gustavo, Matheus, Rafael, Lucas, Vinícius, Leonardo, Bruno',
    women: 'Beatriz, Larissa, Carolina, Gabriela, Fernanda, Luana, Mariana, Juliana, Nathália, Ana',
    surnames: 'Silva, Santos, Oliveira, Souza, Pereira, Costa, Almeida, Carvalho, Ribeiro, Martins, Gomes',
  },
  japan: {
    men: 'Haruto, Sota, Yuto, Kenta, Ren, Daiki, Hiroki, Kaito, Takumi, Ryota',
    women: 'Yui, Aoi, Haruka, Saki, Rina, Yuka, Emi, Ayaka, Mao, Nanami',
    surnames:
      'Yamamoto, Nakamura, Kobayashi, Kato, Yoshida, Yamada, Sasaki, Sato, Tanaka, Ito, Suzuki, Inoue',
  },
  'south-korea': {
    men: 'Minjun, Seojun, Dohyun, Jiho, Minkyu, Woojin, Hyunwoo, Jaewon, Taeyang, Sungmin',
    women: 'Sohyun, Subin, Dabin, Yujin, Jihee, Hayun, Minji, Seoyeon, Jiwoo, Eunji',
    surnames: 'Kwon, Chung, Nam, Lee, Kim, Park, Choi, Jang, Cho, Lim, Oh',
  },
  ukraine: {
    men: 'Oleksandr, Andriy, Dmytro, Serhiy, Vitaliy, Yuriy, Mykola, Bohdan, Taras, Vladyslav',
    women: 'Olena, Iryna, Kateryna, Nataliya, Oksana, Tetiana, Yuliia, Daria, Anhelina, Marta',
    surnames:
      'Shevchenko, Bondarenko, Kovalenko, Tkachenko, Kravchenko, Oliynyk, Lysenko, Marchenko, Savchenko, Rudenko, Melnyk, Polishchuk',
  },
  china: {
    men: 'Wei, Jun, Hao, Lei, Peng, Tao, Bo, Jian, Ming, Xin',
    women: 'Fang, Jing, Na, Xiu, Yan, Hui, Ying, Lan, Qing, Jia',
    surnames: 'Wang, Li, Zhang, Liu, Chen, Yang, Zhao, Huang, Zhou, Lin, Xu, Sun',
  },
  sweden: {
    men: 'Erik, Johan, Fredrik, Magnus, Henrik, Gustav, Axel, Oscar, Leo, Viktor',
    women: 'Anna, Sara, Emma, Frida, Johanna, Klara, Wilma, Elsa, Ida, Maja',
    surnames:
      'Andersson, Johansson, Karlsson, Nilsson, Eriksson, Larsson, Olsson, Persson, Svensson, Lindgren, Berg',
  },
};

/** A nationality's first names for a gender and its surnames. */
export function personNames(
  nationality: string,
  gender: 'men' | 'women',
): { readonly first: string[]; readonly surnames: string[] } {
  const lists = NAMES[nationality] ?? NAMES.england;
  if (!lists) throw new Error('person names need at least the england lists');
  return { first: commaList(lists[gender]), surnames: commaList(lists.surnames) };
}

/** Words invented e-sports organisations are named from. */
export const ESPORTS_WORDS = {
  first: commaList(
    'Nova, Crimson, Polar, Iron, Vortex, Apex, Eclipse, Nebula, Rogue, Phantom, Titan, Obsidian, Quantum, ' +
      'Helix, Zenith, Silent, Aurora, Storm, Frost, Velocity, Ember, Onyx, Pulse, Cobalt, Solar, Lunar, Static',
  ),
  second: commaList(
    'Esports, Gaming, Wolves, Ravens, Tigers, Dragons, Squad, Legion, Collective, Five, Unit, Syndicate',
  ),
} as const;
