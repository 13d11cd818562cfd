import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bonusCampaigns } from '../db/schema';
import {
  AmbRulesSchema,
  ComboboostRulesSchema,
  FreebetRulesSchema,
  HuntingRulesSchema,
  JackpotRulesSchema,
  LootboxRulesSchema,
  TournamentRulesSchema,
} from './campaign-rules';
import { firstLevels, secureRandom } from './jackpot-feed';
import { startJackpotLevels } from './jackpot-repository';

/*
 * The demo campaigns a first start seeds, so a newcomer meets every bonus kind the backend runs: an acca
 * boost open to every player, a freebet of each variant behind a promo code, a bet hunt paying free bets, a
 * weekly tournament, a loot box that boosts the welcome free bet, a bet-and-collect programme and a euro jackpot. Operators replace them through the operator API; these are data, not code paths.
 */

type Texts = Record<string, { title: string; description: string; terms: string }>;

/** The same amount in every currency kept in cents. */
const inCents = (amount: number) =>
  Object.fromEntries(['EUR', 'USD', 'GBP', 'BRL', 'TRY', 'CAD', 'AUD', 'USDT'].map((code) => [code, amount]));

const ACCA_BOOST_TEXTS: Texts = {
  en: {
    title: 'Acca Boost',
    description: 'Up to 20% more winnings on accumulators of 3 or more selections at odds of 1.20 or more.',
    terms:
      'Accumulators of 3–4 selections win 5% more, 5–6 selections 10% more, 7 or more 20% more. Every selection must be priced 1.20 or more. The boost raises the winnings, not the stake, and is paid when the bet settles. 20 boosted bets per player.',
  },
  de: {
    title: 'Kombi-Boost',
    description: 'Bis zu 20 % mehr Gewinn auf Kombiwetten ab 3 Auswahlen mit Quoten ab 1,20.',
    terms:
      'Kombis mit 3–4 Auswahlen gewinnen 5 % mehr, mit 5–6 Auswahlen 10 % mehr, ab 7 Auswahlen 20 % mehr. Jede Auswahl braucht eine Quote von mindestens 1,20. Der Boost erhöht den Gewinn, nicht den Einsatz, und wird bei der Abrechnung gezahlt. 20 geboostete Wetten pro Spieler.',
  },
  ar: {
    title: 'تعزيز المراهنات المجمعة',
    description: 'أرباح أكثر حتى 20٪ على المراهنات المجمعة من 3 اختيارات أو أكثر باحتمالات 1.20 أو أكثر.',
    terms:
      'تربح المجمعات من 3–4 اختيارات 5٪ أكثر، ومن 5–6 اختيارات 10٪ أكثر، ومن 7 أو أكثر 20٪ أكثر. يجب أن تكون احتمالات كل اختيار 1.20 أو أكثر. يرفع التعزيز الأرباح لا الرهان، ويُدفع عند تسوية الرهان. 20 رهانًا معززًا لكل لاعب.',
  },
};

const freebetTexts = (amount: string, kind: 'only_win' | 'all_win' | 'no_risk'): Texts => {
  const en = {
    only_win: {
      title: `${amount} Free Bet`,
      description: `A ${amount} free bet on any single or accumulator at odds of 1.50 or more.`,
      terms: `Stake the ${amount} free bet on a single or an accumulator priced 1.50 or more. Winnings are paid in cash without the free bet stake. A Loot Box's points can raise it up to twice its amount. Valid for 30 days after you redeem the code, once per player.`,
    },
    all_win: {
      title: `${amount} Free Bet, Stake Returned`,
      description: `A ${amount} free bet that pays back its stake with the winnings.`,
      terms: `Stake the ${amount} free bet on a single or an accumulator priced 1.50 or more. A winning bet pays the whole return in cash, stake included. Valid for 30 days after you redeem the code, once per player.`,
    },
    no_risk: {
      title: `Risk-Free Bet up to ${amount}`,
      description: `Lose your next bet of up to ${amount} and get the stake back as a free bet.`,
      terms: `Place a cash single or accumulator of up to ${amount} at odds of 1.50 or more with this offer. If it loses, what it lost comes back as a free bet; if it wins, you keep the winnings. Valid for 30 days after you redeem the code, once per player.`,
    },
  }[kind];
  const de = {
    only_win: {
      title: `${amount} Gratiswette`,
      description: `Eine Gratiswette über ${amount} auf eine Einzel- oder Kombiwette ab Quote 1,50.`,
      terms: `Setze die Gratiswette über ${amount} auf eine Einzel- oder Kombiwette ab Quote 1,50. Gewinne werden ohne den Gratiseinsatz bar ausgezahlt. Mit den Punkten einer Schatztruhe lässt sie sich bis aufs Doppelte erhöhen. 30 Tage gültig, einmal pro Spieler.`,
    },
    all_win: {
      title: `${amount} Gratiswette mit Einsatz zurück`,
      description: `Eine Gratiswette über ${amount}, die den Einsatz mit dem Gewinn auszahlt.`,
      terms: `Setze die Gratiswette über ${amount} auf eine Einzel- oder Kombiwette ab Quote 1,50. Ein Gewinn wird samt Einsatz bar ausgezahlt. 30 Tage gültig, einmal pro Spieler.`,
    },
    no_risk: {
      title: `Risikofreie Wette bis ${amount}`,
      description: `Verliert deine nächste Wette bis ${amount}, bekommst du den Einsatz als Gratiswette zurück.`,
      terms: `Platziere mit diesem Angebot eine Einzel- oder Kombiwette bis ${amount} ab Quote 1,50. Verliert sie, kommt der Verlust als Gratiswette zurück; gewinnt sie, behältst du den Gewinn. 30 Tage gültig, einmal pro Spieler.`,
    },
  }[kind];
  const ar = {
    only_win: {
      title: `رهان مجاني بقيمة ${amount}`,
      description: `رهان مجاني بقيمة ${amount} على رهان فردي أو مجمع باحتمالات 1.50 أو أكثر.`,
      terms: `ضع الرهان المجاني بقيمة ${amount} على رهان فردي أو مجمع باحتمالات 1.50 أو أكثر. تُدفع الأرباح نقدًا دون قيمة الرهان المجاني. يمكن لنقاط صندوق الغنائم رفعه حتى ضعف قيمته. صالح 30 يومًا، مرة واحدة لكل لاعب.`,
    },
    all_win: {
      title: `رهان مجاني بقيمة ${amount} مع استرداد الرهان`,
      description: `رهان مجاني بقيمة ${amount} يعيد قيمة الرهان مع الأرباح.`,
      terms: `ضع الرهان المجاني بقيمة ${amount} على رهان فردي أو مجمع باحتمالات 1.50 أو أكثر. يدفع الرهان الرابح العائد كاملًا نقدًا بما فيه الرهان. صالح 30 يومًا، مرة واحدة لكل لاعب.`,
    },
    no_risk: {
      title: `رهان بلا مخاطرة حتى ${amount}`,
      description: `إذا خسر رهانك التالي حتى ${amount} تسترد قيمته كرهان مجاني.`,
      terms: `ضع بهذا العرض رهانًا نقديًا فرديًا أو مجمعًا حتى ${amount} باحتمالات 1.50 أو أكثر. إذا خسر يعود ما خسرته كرهان مجاني، وإذا ربح تحتفظ بالأرباح. صالح 30 يومًا، مرة واحدة لكل لاعب.`,
    },
  }[kind];
  return { en, de, ar };
};

const JACKPOT_TEXTS: Texts = {
  en: {
    title: 'Daily Jackpot',
    description:
      'Every euro bet of €1 or more at odds of 1.50 or more feeds three jackpots. One of them could drop on your bet.',
    terms:
      '2% of the cash stake of every euro bet of €1 or more at odds of 1.50 or more (combined odds for an accumulator) goes into the jackpot: half to Mini, 30% to Major, 20% to Grand. Each drops by the time it reaches its cap (Mini €25, Major €250, Grand €2,500) at a point no one knows in advance, and the bet that takes it there wins all it holds, paid at once into the balance. Free bet stakes do not take part.',
  },
  de: {
    title: 'Täglicher Jackpot',
    description:
      'Jede Euro-Wette ab 1 € mit Quote ab 1,50 füllt drei Jackpots. Einer davon kann bei deiner Wette fallen.',
    terms:
      '2 % des Bareinsatzes jeder Euro-Wette ab 1 € mit Quote ab 1,50 (bei Kombis die Gesamtquote) fließen in den Jackpot: die Hälfte in Mini, 30 % in Major, 20 % in Grand. Jeder fällt spätestens bei seiner Obergrenze (Mini 25 €, Major 250 €, Grand 2.500 €) an einem vorher unbekannten Punkt; die Wette, die ihn dorthin bringt, gewinnt alles, sofort auf das Guthaben. Gratiswetten nehmen nicht teil.',
  },
  ar: {
    title: 'الجائزة الكبرى اليومية',
    description:
      'كل رهان باليورو بقيمة 1 € أو أكثر باحتمالات 1.50 أو أكثر يغذي ثلاث جوائز كبرى. قد تسقط إحداها على رهانك.',
    terms:
      'تذهب 2٪ من الرهان النقدي لكل رهان باليورو بقيمة 1 € أو أكثر باحتمالات 1.50 أو أكثر (الاحتمالات المجمعة للمراهنة المجمعة) إلى الجائزة الكبرى: النصف إلى ميني و30٪ إلى ميجور و20٪ إلى جراند. تسقط كل منها قبل بلوغ حدها الأقصى (ميني 25 €، ميجور 250 €، جراند 2,500 €) عند نقطة لا يعرفها أحد مسبقًا، ويربح الرهان الذي يوصلها إليها كل ما فيها، ويُضاف فورًا إلى الرصيد. رهانات الرهان المجاني لا تشارك.',
  },
};

const HUNTING_TEXTS: Texts = {
  en: {
    title: 'Bet Hunter',
    description:
      'Activate it, then place euro bets of €1 or more at odds of 1.50 or more: 3, 6 and 10 bets win free bets.',
    terms:
      'Counts cash bets in euro of €1 or more at odds of 1.50 or more (combined odds for an accumulator), placed with Bet Hunter chosen in the bet slip after you activate it. Your 3rd bet wins a €2 free bet, your 6th a €5 free bet and your 10th a €10 free bet, issued as the bet is placed whatever its result. Free bets win without their stake and are valid for 30 days. Free bet stakes do not count.',
  },
  de: {
    title: 'Wettjäger',
    description:
      'Aktivieren, dann Euro-Wetten ab 1 € mit Quote ab 1,50 platzieren: 3, 6 und 10 Wetten bringen Gratiswetten.',
    terms:
      'Es zählen Bar-Wetten in Euro ab 1 € mit Quote ab 1,50 (bei Kombis die Gesamtquote), die nach der Aktivierung mit Wettjäger im Wettschein platziert werden. Deine 3. Wette bringt eine Gratiswette über 2 €, die 6. über 5 € und die 10. über 10 €, ausgegeben beim Platzieren, unabhängig vom Ergebnis. Gratiswetten gewinnen ohne Einsatz und gelten 30 Tage. Gratiswetten zählen nicht.',
  },
  ar: {
    title: 'صائد الرهانات',
    description:
      'فعّله ثم ضع رهانات باليورو بقيمة 1 € أو أكثر باحتمالات 1.50 أو أكثر: 3 و6 و10 رهانات تربح رهانات مجانية.',
    terms:
      'تُحتسب الرهانات النقدية باليورو بقيمة 1 € أو أكثر باحتمالات 1.50 أو أكثر (الاحتمالات المجمعة للمراهنة المجمعة) الموضوعة بعد التفعيل مع اختيار صائد الرهانات في قسيمة الرهان. رهانك الثالث يربح رهانًا مجانيًا بقيمة 2 €، والسادس 5 €، والعاشر 10 €، تُمنح عند وضع الرهان أيًا كانت نتيجته. الرهانات المجانية تربح دون قيمتها وصالحة 30 يومًا. رهانات الرهان المجاني لا تُحتسب.',
  },
};

const TOURNAMENT_TEXTS: Texts = {
  en: {
    title: 'Weekly Cup',
    description:
      'Activate it, then place euro bets at odds of 1.50 or more: your stakes climb the rating, and everyone’s stakes grow the prize pool.',
    terms:
      'Counts the stakes of cash bets in euro of €1 or more at odds of 1.50 or more (combined odds for an accumulator), placed with Weekly Cup chosen in the bet slip after you activate it. The pool starts at €50 and grows to €100 once all players together have staked €500, and to €250 at €2,000. When the cup ends (7 days after it starts) the pool is shared by rating position: 1st 50%, 2nd 30%, 3rd 20%, paid as free bets valid for 30 days that win without their stake. A tie goes to who reached the amount first. Free bet stakes do not count.',
  },
  de: {
    title: 'Wochen-Cup',
    description:
      'Aktivieren, dann Euro-Wetten mit Quote ab 1,50 platzieren: deine Einsätze bringen dich in der Wertung nach oben, alle Einsätze zusammen vergrößern den Preispool.',
    terms:
      'Es zählen die Einsätze von Bar-Wetten in Euro ab 1 € mit Quote ab 1,50 (bei Kombis die Gesamtquote), die nach der Aktivierung mit Wochen-Cup im Wettschein platziert werden. Der Pool beginnt bei 50 € und wächst auf 100 €, sobald alle Spieler zusammen 500 € gesetzt haben, und auf 250 € bei 2.000 €. Endet der Cup (7 Tage nach dem Start), wird der Pool nach Platz geteilt: 1. 50 %, 2. 30 %, 3. 20 %, als Gratiswetten, 30 Tage gültig, die ohne Einsatz gewinnen. Bei Gleichstand zählt, wer den Betrag zuerst erreicht hat. Gratiswetten zählen nicht.',
  },
  ar: {
    title: 'الكأس الأسبوعية',
    description:
      'فعّلها ثم ضع رهانات باليورو باحتمالات 1.50 أو أكثر: رهاناتك ترفعك في الترتيب، ورهانات الجميع تكبّر مجمع الجوائز.',
    terms:
      'تُحتسب مبالغ الرهانات النقدية باليورو بقيمة 1 € أو أكثر باحتمالات 1.50 أو أكثر (الاحتمالات المجمعة للمراهنة المجمعة) الموضوعة بعد التفعيل مع اختيار الكأس الأسبوعية في قسيمة الرهان. يبدأ المجمع بـ 50 € ويرتفع إلى 100 € عندما يراهن جميع اللاعبين معًا بـ 500 €، وإلى 250 € عند 2,000 €. عند انتهاء الكأس (بعد 7 أيام من بدئها) يُقسم المجمع حسب الترتيب: الأول 50% والثاني 30% والثالث 20%، تُدفع رهانات مجانية صالحة 30 يومًا تربح دون قيمتها. عند التعادل يتقدم من بلغ المبلغ أولًا. رهانات الرهان المجاني لا تُحتسب.',
  },
};

const LOOTBOX_TEXTS: Texts = {
  en: {
    title: 'Loot Box',
    description:
      'Activate it and bet with it: every €1 staked adds a point, and your points raise a free bet up to double its value.',
    terms:
      'Your box starts with 100 points. Each €1 staked on cash bets in euro of €1 or more at odds of 1.50 or more, placed with Loot Box chosen in the bet slip after you activate it, adds a point. A point adds €0.05 to a free bet that allows a boost (the €5 Free Bet does, up to €10): choose Boost on the free bet in your Loot Box. Points spent are gone; unused points stay in the box. Free bet stakes do not count.',
  },
  de: {
    title: 'Schatztruhe',
    description:
      'Aktivieren und mit ihr wetten: Jeder gesetzte Euro bringt einen Punkt, und deine Punkte erhöhen eine Gratiswette bis auf das Doppelte.',
    terms:
      'Deine Truhe startet mit 100 Punkten. Jeder Euro Einsatz auf Bar-Wetten in Euro ab 1 € mit Quote ab 1,50, die nach der Aktivierung mit Schatztruhe im Wettschein platziert werden, bringt einen Punkt. Ein Punkt erhöht eine Gratiswette, die das erlaubt, um 0,05 € (die 5-€-Gratiswette bis auf 10 €): wähle in deiner Schatztruhe „Erhöhen“ bei der Gratiswette. Ausgegebene Punkte sind verbraucht; übrige bleiben in der Truhe. Gratiswetten zählen nicht.',
  },
  ar: {
    title: 'صندوق الغنائم',
    description: 'فعّله وراهن به: كل 1 € تراهن به يضيف نقطة، ونقاطك ترفع رهانًا مجانيًا حتى ضعف قيمته.',
    terms:
      'يبدأ صندوقك بـ 100 نقطة. كل 1 € من الرهانات النقدية باليورو بقيمة 1 € أو أكثر باحتمالات 1.50 أو أكثر، الموضوعة بعد التفعيل مع اختيار صندوق الغنائم في قسيمة الرهان، يضيف نقطة. تضيف النقطة 0.05 € إلى رهان مجاني يسمح بالتعزيز (رهان €5 المجاني يسمح حتى €10): اختر «عزّز» على الرهان المجاني في صندوق الغنائم. النقاط المصروفة تُستهلك، والباقية تبقى في الصندوق. رهانات الرهان المجاني لا تُحتسب.',
  },
};

const AMB_TEXTS: Texts = {
  en: {
    title: 'Bet & Collect',
    description:
      'Every euro bet of €1 or more at odds of 1.50 or more counts: 5 bets give a €2 free bet, 10 bets two more of €2.50.',
    terms:
      'Counts every cash bet in euro of €1 or more at odds of 1.50 or more (combined odds for an accumulator) placed while it runs, without choosing anything in the bet slip. After 5 counted bets collect a €2 free bet; after 10, two free bets of €2.50. Free bets are collected on the promotions page, once each, are valid for 30 days and win without their stake. Free bet stakes do not count.',
  },
  de: {
    title: 'Wetten & Sammeln',
    description:
      'Jede Euro-Wette ab 1 € mit Quote ab 1,50 zählt: 5 Wetten bringen eine 2-€-Gratiswette, 10 Wetten zwei weitere über 2,50 €.',
    terms:
      'Es zählt jede Bar-Wette in Euro ab 1 € mit Quote ab 1,50 (bei Kombis die Gesamtquote), die während der Aktion platziert wird, ohne Auswahl im Wettschein. Nach 5 gezählten Wetten holst du dir eine Gratiswette über 2 €, nach 10 zwei Gratiswetten über 2,50 €. Gratiswetten holst du auf der Aktionsseite ab, jede einmal; sie sind 30 Tage gültig und gewinnen ohne Einsatz. Gratiswetten zählen nicht.',
  },
  ar: {
    title: 'راهن واجمع',
    description:
      'كل رهان باليورو بقيمة 1 € أو أكثر باحتمالات 1.50 أو أكثر يُحتسب: 5 رهانات تمنحك رهانًا مجانيًا بقيمة 2 €، و10 رهانات رهانين آخرين بقيمة 2.50 €.',
    terms:
      'يُحتسب كل رهان نقدي باليورو بقيمة 1 € أو أكثر باحتمالات 1.50 أو أكثر (الاحتمالات المجمعة للمراهنة المجمعة) يوضع أثناء العرض، دون اختيار أي شيء في قسيمة الرهان. بعد 5 رهانات محتسبة اجمع رهانًا مجانيًا بقيمة 2 €، وبعد 10 رهانين مجانيين بقيمة 2.50 €. تُجمع الرهانات المجانية من صفحة العروض، كل منها مرة واحدة، وهي صالحة 30 يومًا وتربح دون قيمتها. رهانات الرهان المجاني لا تُحتسب.',
  },
};

/** The demo lootbox's pictures by tier (decorative: the card says the points). */
const LOOTBOX_IMAGES = {
  small: '/site-assets/demo/promotions/loot-box-small.svg',
  medium: '/site-assets/demo/promotions/loot-box-medium.svg',
  large: '/site-assets/demo/promotions/loot-box-large.svg',
};

/** How long the demo tournament runs from the seeding. */
const DEMO_TOURNAMENT_DAYS = 7;

/** A demo banner of the web app's site assets, desktop and mobile (decorative: the card's title says what it is). */
const banner = (name: string) => ({
  desktop: `/site-assets/demo/promotions/${name}-desktop.svg`,
  mobile: `/site-assets/demo/promotions/${name}-mobile.svg`,
});
const NO_BANNER = { desktop: null, mobile: null };

/** The demo campaigns: kind, freebet variant, promo code, texts, rules and banner images. */
export function demoCampaigns() {
  const freebetRules = FreebetRulesSchema.parse({
    amounts: inCents(500),
    min_odds: 1.5,
    selection_count_from: 1,
    selection_count_to: 20,
    valid_days: 30,
  });
  return [
    {
      kind: 'comboboost',
      freebetType: null,
      promoCode: null,
      texts: ACCA_BOOST_TEXTS,
      images: banner('acca-boost'),
      rules: ComboboostRulesSchema.parse({
        ranges: [
          { min_count: 3, max_count: 4, bonus_odds: 5 },
          { min_count: 5, max_count: 6, bonus_odds: 10 },
          { min_count: 7, max_count: 20, bonus_odds: 20 },
        ],
        min_odds: 1.2,
        uses_count: 20,
      }),
    },
    {
      kind: 'freebet',
      freebetType: 'only_win',
      promoCode: 'WELCOME5',
      texts: freebetTexts('€5', 'only_win'),
      images: banner('free-bet'),
      // A Loot Box's points may raise it up to twice its amount.
      rules: FreebetRulesSchema.parse({ ...freebetRules, boost_multiplier: 2 }),
    },
    {
      kind: 'freebet',
      freebetType: 'all_win',
      promoCode: 'ALLWIN5',
      texts: freebetTexts('€5', 'all_win'),
      images: banner('free-bet'),
      rules: freebetRules,
    },
    {
      kind: 'freebet',
      freebetType: 'no_risk',
      promoCode: 'NORISK10',
      texts: freebetTexts('€10', 'no_risk'),
      images: banner('free-bet'),
      rules: FreebetRulesSchema.parse({ ...freebetRules, amounts: inCents(1_000) }),
    },
    {
      kind: 'hunting',
      freebetType: null,
      promoCode: null,
      texts: HUNTING_TEXTS,
      images: banner('bet-hunter'),
      rules: HuntingRulesSchema.parse({
        metric: 'bets',
        currency: 'EUR',
        min_odds: 1.5,
        min_stake: 100,
        steps: [
          { target: 3, reward: 200 },
          { target: 6, reward: 500 },
          { target: 10, reward: 1_000 },
        ],
      }),
    },
    {
      kind: 'tournament',
      freebetType: null,
      promoCode: null,
      texts: TOURNAMENT_TEXTS,
      images: banner('weekly-cup'),
      days: DEMO_TOURNAMENT_DAYS,
      rules: TournamentRulesSchema.parse({
        currency: 'EUR',
        min_odds: 1.5,
        min_stake: 100,
        levels: [
          { name: 'Bronze', names: { ar: 'برونزي', de: 'Bronze', he: 'ארד' }, threshold: 0, pool: 5_000 },
          { name: 'Silver', names: { ar: 'فضي', de: 'Silber', he: 'כסף' }, threshold: 50_000, pool: 10_000 },
          { name: 'Gold', names: { ar: 'ذهبي', de: 'Gold', he: 'זהב' }, threshold: 200_000, pool: 25_000 },
        ],
        prize_shares: [50, 30, 20],
      }),
    },
    {
      kind: 'lootbox',
      freebetType: null,
      promoCode: null,
      texts: LOOTBOX_TEXTS,
      images: banner('loot-box'),
      rules: LootboxRulesSchema.parse({
        currency: 'EUR',
        min_odds: 1.5,
        min_stake: 100,
        initial_points: 100,
        stake_per_point: 100,
        point_value: 5,
        tiers: { medium: 250, large: 1_000 },
        images: LOOTBOX_IMAGES,
      }),
    },
    {
      kind: 'amb',
      freebetType: null,
      promoCode: null,
      texts: AMB_TEXTS,
      images: banner('free-bet'),
      rules: AmbRulesSchema.parse({
        currency: 'EUR',
        min_odds: 1.5,
        min_stake: 100,
        conditions: [
          { number_of_bets: 5, freebets_count: 1, amount: 200 },
          { number_of_bets: 10, freebets_count: 2, amount: 250 },
        ],
      }),
    },
    {
      kind: 'jackpot',
      freebetType: null,
      promoCode: null,
      texts: JACKPOT_TEXTS,
      images: NO_BANNER,
      rules: JackpotRulesSchema.parse({
        currency: 'EUR',
        contribution_bp: 200,
        min_stake: 100,
        min_odds: 1.5,
        levels: [
          {
            code: 'mini',
            name: 'Mini',
            names: { ar: 'ميني', he: 'מיני' },
            seed: 1_000,
            cap: 2_500,
            share: 50,
          },
          {
            code: 'major',
            name: 'Major',
            names: { ar: 'ميجور', he: 'מייג׳ור' },
            seed: 10_000,
            cap: 25_000,
            share: 30,
          },
          {
            code: 'grand',
            name: 'Grand',
            names: { ar: 'جراند', he: 'גרנד' },
            seed: 100_000,
            cap: 250_000,
            share: 20,
          },
        ],
      }),
    },
  ] as const;
}

/** Key of the advisory lock that keeps two servers starting together from seeding the campaigns twice. */
const SEED_LOCK = 20_261_128;

/**
 * Seeds the demo campaigns of each kind no campaign has yet (a database seeded before a kind existed gets its
 * demo, one where the operator made campaigns of a kind keeps theirs); returns how many it wrote. Two servers
 * starting on one database at once seed once: the check and the insert run under an advisory lock.
 */
export async function seedDemoCampaigns(
  db: Db,
  now: number,
  options: { readonly kinds?: readonly string[]; readonly random?: () => number } = {},
): Promise<number> {
  const {
    kinds = ['comboboost', 'freebet', 'hunting', 'tournament', 'lootbox', 'amb', 'jackpot'],
    random = secureRandom,
  } = options;
  const at = new Date(now).toISOString();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const present = new Set(
      (await tx.selectDistinct({ kind: bonusCampaigns.kind }).from(bonusCampaigns)).map((row) => row.kind),
    );
    const missing = demoCampaigns().filter(
      (campaign) => kinds.includes(campaign.kind) && !present.has(campaign.kind),
    );
    if (missing.length === 0) return 0;
    const rows = await tx
      .insert(bonusCampaigns)
      .values(
        missing.map((campaign) => ({
          kind: campaign.kind,
          freebetType: campaign.freebetType,
          status: 'active',
          promoCode: campaign.promoCode,
          texts: campaign.texts,
          rules: campaign.rules as Record<string, unknown>,
          images: campaign.images,
          startsAt: at,
          endsAt: 'days' in campaign ? new Date(now + campaign.days * 86_400_000).toISOString() : null,
          createdAt: at,
          updatedAt: at,
        })),
      )
      .returning({ id: bonusCampaigns.id, kind: bonusCampaigns.kind });
    const jackpot = missing.find((campaign) => campaign.kind === 'jackpot');
    const jackpotRow = rows.find((row) => row.kind === 'jackpot');
    if (jackpot?.kind === 'jackpot' && jackpotRow)
      await startJackpotLevels(tx, jackpotRow.id, firstLevels(jackpot.rules, random), at);
    return rows.length;
  });
}
