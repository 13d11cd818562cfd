import { baseLanguage, resolveLocaleAlias } from '@sportsbook/core/locale/locale';

/**
 * The texts of every message key the betting calls send, in the locales the product ships (en, de, es,
 * pt-BR, tr, ar). A refused bet carries its key and its `localized_message` (spec §8: per-bet messages come
 * from localized_message); a client that knows the key may show its own text instead. `{limit}` is filled
 * with the limit gone over, written for the locale.
 */
export const MESSAGE_LOCALES = ['en', 'de', 'es', 'pt-BR', 'tr', 'ar'] as const;
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];

/** One text written in every message locale. */
export type LocalizedTexts = Readonly<Record<MessageLocale, string>>;

/** A text in every message locale, given in the order of MESSAGE_LOCALES. */
export const localizedTexts = (
  en: string,
  de: string,
  es: string,
  ptBR: string,
  tr: string,
  ar: string,
): LocalizedTexts => ({ en, de, es, 'pt-BR': ptBR, tr, ar });

const t = localizedTexts;

export const PLACEMENT_MESSAGES: Readonly<Record<string, LocalizedTexts>> = {
  'error.place_bets.default': t(
    'The bet could not be placed.',
    'Die Wette konnte nicht platziert werden.',
    'No se ha podido realizar la apuesta.',
    'Não foi possível fazer a aposta.',
    'Bahis yapılamadı.',
    'تعذّر وضع الرهان.',
  ),
  'error.place_bets.invalid_odds': t(
    'The odds are not valid. Check your selections and try again.',
    'Die Quoten sind ungültig. Prüfe deine Auswahl und versuche es erneut.',
    'Las cuotas no son válidas. Revisa tus selecciones e inténtalo de nuevo.',
    'As odds não são válidas. Confira suas seleções e tente novamente.',
    'Oranlar geçerli değil. Seçimlerini kontrol edip tekrar dene.',
    'الاحتمالات غير صالحة. تحقّق من اختياراتك وحاول مرة أخرى.',
  ),
  'error.place_bets.invalid_odds_custom_bet': t(
    'The price of this bet builder has changed. Check the new odds and try again.',
    'Der Preis dieses Wett-Baukastens hat sich geändert. Prüfe die neue Quote und versuche es erneut.',
    'El precio de esta apuesta personalizada ha cambiado. Revisa la nueva cuota e inténtalo de nuevo.',
    'O preço desta aposta personalizada mudou. Confira a nova odd e tente novamente.',
    'Bu bahis oluşturucunun oranı değişti. Yeni oranı kontrol edip tekrar dene.',
    'تغيّر سعر هذا الرهان المخصّص. تحقّق من الاحتمالات الجديدة وحاول مرة أخرى.',
  ),
  'error.platform.pve_player_bet_forbidden': t(
    'Your account is not allowed to place bets.',
    'Mit deinem Konto kannst du keine Wetten platzieren.',
    'Tu cuenta no puede realizar apuestas.',
    'Sua conta não pode fazer apostas.',
    'Hesabınla bahis yapamazsın.',
    'لا يُسمح لحسابك بوضع رهانات.',
  ),
  'error.risk_validation.odds_different_than_bookmaker': t(
    'The odds have changed. Accept the new odds to place the bet.',
    'Die Quoten haben sich geändert. Akzeptiere die neuen Quoten, um die Wette zu platzieren.',
    'Las cuotas han cambiado. Acepta las nuevas cuotas para realizar la apuesta.',
    'As odds mudaram. Aceite as novas odds para fazer a aposta.',
    'Oranlar değişti. Bahsi yapmak için yeni oranları kabul et.',
    'تغيّرت الاحتمالات. اقبل الاحتمالات الجديدة لوضع الرهان.',
  ),
  'error.risk_validation.odds_higher_than_bookmakers': t(
    "The odds asked for are higher than the bookmaker's odds.",
    'Die angefragten Quoten sind höher als die des Buchmachers.',
    'Las cuotas solicitadas son más altas que las de la casa de apuestas.',
    'As odds pedidas são maiores que as da casa de apostas.',
    'İstenen oranlar bahis şirketinin oranlarından yüksek.',
    'الاحتمالات المطلوبة أعلى من احتمالات شركة المراهنات.',
  ),
  'error.risk_validation.odds_higher_than_bookmakers_current_odds': t(
    'The odds have dropped. Accept the current odds to place the bet.',
    'Die Quoten sind gesunken. Akzeptiere die aktuellen Quoten, um die Wette zu platzieren.',
    'Las cuotas han bajado. Acepta las cuotas actuales para realizar la apuesta.',
    'As odds caíram. Aceite as odds atuais para fazer a aposta.',
    'Oranlar düştü. Bahsi yapmak için güncel oranları kabul et.',
    'انخفضت الاحتمالات. اقبل الاحتمالات الحالية لوضع الرهان.',
  ),
  'error.risk_validation.odds_to_low': t(
    'The odds are too low for this bet.',
    'Die Quoten sind für diese Wette zu niedrig.',
    'Las cuotas son demasiado bajas para esta apuesta.',
    'As odds são baixas demais para esta aposta.',
    'Oranlar bu bahis için çok düşük.',
    'الاحتمالات منخفضة جدًا لهذا الرهان.',
  ),
  'error.place_bets.selection_unavailable': t(
    'A selection is no longer available.',
    'Eine Auswahl ist nicht mehr verfügbar.',
    'Una selección ya no está disponible.',
    'Uma seleção não está mais disponível.',
    'Bir seçim artık mevcut değil.',
    'أحد الاختيارات لم يعد متاحًا.',
  ),
  'error.place_bets.insufficient_balance': t(
    'Your balance is too low for this stake.',
    'Dein Guthaben reicht für diesen Einsatz nicht aus.',
    'Tu saldo es insuficiente para este importe.',
    'Seu saldo é insuficiente para este valor.',
    'Bakiyen bu bahis tutarı için yetersiz.',
    'رصيدك غير كافٍ لهذا المبلغ.',
  ),
  'error.place_bets.not_combinable': t(
    'These selections cannot be combined in one bet.',
    'Diese Auswahlen können nicht in einer Wette kombiniert werden.',
    'Estas selecciones no se pueden combinar en una apuesta.',
    'Estas seleções não podem ser combinadas em uma aposta.',
    'Bu seçimler tek bir bahiste birleştirilemez.',
    'لا يمكن الجمع بين هذه الاختيارات في رهان واحد.',
  ),
  'error.place_bets.invalid_stake': t(
    'The stake is too small to win anything at these odds.',
    'Der Einsatz ist zu klein, um bei diesen Quoten etwas zu gewinnen.',
    'El importe es demasiado bajo para ganar algo con estas cuotas.',
    'O valor é pequeno demais para ganhar algo com estas odds.',
    'Bahis tutarı bu oranlarla kazanç sağlamak için çok düşük.',
    'المبلغ صغير جدًا لتحقيق أي ربح بهذه الاحتمالات.',
  ),
  'error.place_bets.bet_limit_exceeded': t(
    'The bet is over a betting limit.',
    'Die Wette überschreitet ein Wettlimit.',
    'La apuesta supera un límite de apuestas.',
    'A aposta ultrapassa um limite de apostas.',
    'Bahis bir bahis limitini aşıyor.',
    'الرهان يتجاوز حدًّا من حدود الرهان.',
  ),
  'error.place_bets.idempotency_key_reused': t(
    'This request key was already used for a different bet slip.',
    'Dieser Anfrageschlüssel wurde bereits für einen anderen Wettschein verwendet.',
    'Esta clave de solicitud ya se usó para otro boleto.',
    'Esta chave de solicitação já foi usada para outro bilhete.',
    'Bu istek anahtarı başka bir kupon için zaten kullanıldı.',
    'مفتاح الطلب هذا استُخدم من قبل لقسيمة رهان أخرى.',
  ),
  'error.place_bets.placement_in_progress': t(
    'These bets are already being placed. Wait a moment.',
    'Diese Wetten werden bereits platziert. Bitte warte einen Moment.',
    'Estas apuestas ya se están realizando. Espera un momento.',
    'Estas apostas já estão sendo feitas. Aguarde um momento.',
    'Bu bahisler zaten yapılıyor. Biraz bekle.',
    'يجري وضع هذه الرهانات بالفعل. انتظر لحظة.',
  ),
  'error.place_bets.invalid_bet_type': t(
    'The bet does not match its bet type.',
    'Die Wette passt nicht zu ihrer Wettart.',
    'La apuesta no corresponde a su tipo de apuesta.',
    'A aposta não corresponde ao seu tipo de aposta.',
    'Bahis, bahis türüyle uyuşmuyor.',
    'الرهان لا يطابق نوع الرهان.',
  ),
  'error.place_bets.duplicate_selection': t(
    'The same selection appears twice in the bet.',
    'Dieselbe Auswahl kommt zweimal in der Wette vor.',
    'La misma selección aparece dos veces en la apuesta.',
    'A mesma seleção aparece duas vezes na aposta.',
    'Aynı seçim bahiste iki kez yer alıyor.',
    'الاختيار نفسه يظهر مرتين في الرهان.',
  ),
  'error.place_bets.account_unavailable': t(
    'You have no active account in this currency.',
    'Du hast kein aktives Konto in dieser Währung.',
    'No tienes una cuenta activa en esta moneda.',
    'Você não tem uma conta ativa nesta moeda.',
    'Bu para biriminde aktif bir hesabın yok.',
    'ليس لديك حساب نشط بهذه العملة.',
  ),
  'error.place_bets.bonus_unavailable': t(
    'This bonus cannot be used on this bet.',
    'Dieser Bonus kann für diese Wette nicht verwendet werden.',
    'Este bono no se puede usar en esta apuesta.',
    'Este bônus não pode ser usado nesta aposta.',
    'Bu bonus bu bahiste kullanılamaz.',
    'لا يمكن استخدام هذه المكافأة على هذا الرهان.',
  ),
  'error.validation.bet_limits.selection_limit_exceeded': t(
    'Too many selections: at most {limit} per bet.',
    'Zu viele Auswahlen: höchstens {limit} pro Wette.',
    'Demasiadas selecciones: como máximo {limit} por apuesta.',
    'Seleções demais: no máximo {limit} por aposta.',
    'Çok fazla seçim: bahis başına en fazla {limit}.',
    'اختيارات كثيرة جدًا: {limit} كحد أقصى لكل رهان.',
  ),
  'error.validation.bet_limits.odds_limit_exceeded': t(
    'The odds are above the limit of {limit}.',
    'Die Quote liegt über dem Limit von {limit}.',
    'La cuota supera el límite de {limit}.',
    'A odd está acima do limite de {limit}.',
    'Oran {limit} sınırının üzerinde.',
    'الاحتمالات تتجاوز الحد البالغ {limit}.',
  ),
  'error.validation.bet_limits.max_stake_limit_exceeded': t(
    'The stake is above the maximum of {limit}.',
    'Der Einsatz liegt über dem Höchstbetrag von {limit}.',
    'El importe supera el máximo de {limit}.',
    'O valor está acima do máximo de {limit}.',
    'Bahis tutarı en fazla {limit} olabilir.',
    'المبلغ يتجاوز الحد الأقصى البالغ {limit}.',
  ),
  'error.validation.bet_limits.payout_limit_exceeded': t(
    'The potential win is above the maximum payout of {limit}.',
    'Der mögliche Gewinn liegt über der Höchstauszahlung von {limit}.',
    'La ganancia potencial supera el pago máximo de {limit}.',
    'O ganho potencial está acima do pagamento máximo de {limit}.',
    'Olası kazanç, en yüksek ödeme olan {limit} tutarını aşıyor.',
    'الربح المحتمل يتجاوز الحد الأقصى للدفع البالغ {limit}.',
  ),
  'error.place_bets.invalid_request': t(
    'The bet slip could not be read. Refresh the page and try again.',
    'Der Wettschein konnte nicht gelesen werden. Lade die Seite neu und versuche es erneut.',
    'No se ha podido leer el boleto. Recarga la página e inténtalo de nuevo.',
    'Não foi possível ler o bilhete. Recarregue a página e tente novamente.',
    'Kupon okunamadı. Sayfayı yenileyip tekrar dene.',
    'تعذّرت قراءة قسيمة الرهان. حدّث الصفحة وحاول مرة أخرى.',
  ),
  'error.place_bets.idempotency_key_required': t(
    'The request is missing its Idempotency-Key.',
    'Der Anfrage fehlt ihr Idempotency-Key.',
    'A la solicitud le falta su Idempotency-Key.',
    'Falta o Idempotency-Key da solicitação.',
    'İsteğin Idempotency-Key değeri eksik.',
    'الطلب يفتقد مفتاح Idempotency-Key.',
  ),
  'error.custom_bet.market_not_eligible': t(
    'This market cannot be part of a bet builder.',
    'Dieser Markt kann nicht Teil eines Wett-Baukastens sein.',
    'Este mercado no puede formar parte de una apuesta personalizada.',
    'Este mercado não pode fazer parte de uma aposta personalizada.',
    'Bu market bahis oluşturucuya eklenemez.',
    'لا يمكن أن يكون هذا السوق جزءًا من رهان مخصّص.',
  ),
  // Responsible gambling (the player's own limits, docs/adr/0010).
  'error.responsible_gambling.bet_limit_exceeded': t(
    'This stake is over your bet limit of {limit} per bet.',
    'Dieser Einsatz liegt über deinem Wettlimit von {limit} pro Wette.',
    'Esta apuesta supera tu límite de {limit} por apuesta.',
    'Este valor ultrapassa seu limite de {limit} por aposta.',
    'Bu bahis tutarı, bahis başına {limit} olan limitini aşıyor.',
    'هذا المبلغ يتجاوز حدّ الرهان الخاص بك وهو {limit} لكل رهان.',
  ),
  'error.responsible_gambling.loss_limit_exceeded': t(
    'This stake would go over your loss limit. You can stake {limit} more in this period.',
    'Dieser Einsatz würde dein Verlustlimit überschreiten. In diesem Zeitraum kannst du noch {limit} einsetzen.',
    'Esta apuesta superaría tu límite de pérdidas. Puedes apostar {limit} más en este periodo.',
    'Esta aposta ultrapassaria seu limite de perdas. Você pode apostar mais {limit} neste período.',
    'Bu bahis kayıp limitini aşar. Bu dönemde en fazla {limit} daha yatırabilirsin.',
    'سيتجاوز هذا الرهان حدّ الخسارة الخاص بك. يمكنك المراهنة بمبلغ {limit} إضافي في هذه الفترة.',
  ),
  'error.responsible_gambling.wager_limit_exceeded': t(
    'This stake would go over your wager limit. You can stake {limit} more in this period.',
    'Dieser Einsatz würde dein Einsatzlimit überschreiten. In diesem Zeitraum kannst du noch {limit} einsetzen.',
    'Esta apuesta superaría tu límite de apuestas. Puedes apostar {limit} más en este periodo.',
    'Esta aposta ultrapassaria seu limite de apostas. Você pode apostar mais {limit} neste período.',
    'Bu bahis, bahis tutarı limitini aşar. Bu dönemde en fazla {limit} daha yatırabilirsin.',
    'سيتجاوز هذا الرهان حدّ المراهنة الخاص بك. يمكنك المراهنة بمبلغ {limit} إضافي في هذه الفترة.',
  ),
  'error.responsible_gambling.self_excluded': t(
    'You have excluded yourself from betting until {limit}.',
    'Du hast dich bis {limit} vom Wetten ausgeschlossen.',
    'Te has autoexcluido de las apuestas hasta el {limit}.',
    'Você se autoexcluiu das apostas até {limit}.',
    'Kendini {limit} tarihine kadar bahisten uzaklaştırdın.',
    'لقد استبعدت نفسك من المراهنة حتى {limit}.',
  ),
  'error.responsible_gambling.cooling_off': t(
    'You are taking a break from betting until {limit}.',
    'Du machst bis {limit} eine Wettpause.',
    'Estás en una pausa de las apuestas hasta el {limit}.',
    'Você está em uma pausa das apostas até {limit}.',
    '{limit} tarihine kadar bahse ara veriyorsun.',
    'أنت في فترة استراحة من المراهنة حتى {limit}.',
  ),
};

/** The message locale for a request's `locale`: exact, alias (br → pt-BR), same base language, else en. */
export function messageLocale(requested: string): MessageLocale {
  const resolved = resolveLocaleAlias(requested);
  const exact = MESSAGE_LOCALES.find((locale) => locale.toLowerCase() === resolved.toLowerCase());
  if (exact) return exact;
  const base = baseLanguage(resolved);
  return MESSAGE_LOCALES.find((locale) => baseLanguage(locale) === base) ?? 'en';
}

/**
 * The text of a message key in a locale, with `{name}` placeholders filled; an unknown key gets the
 * default placement message, so a client always has something to show.
 */
export function localizedMessage(
  key: string,
  locale: string,
  values: Readonly<Record<string, string>> = {},
): string {
  const texts = PLACEMENT_MESSAGES[key] ?? PLACEMENT_MESSAGES['error.place_bets.default'];
  return texts ? textIn(texts, locale, values) : 'The bet could not be placed.';
}

/** A text in the message locale of `locale` (English when it has none), with `{name}` placeholders filled. */
export function textIn(
  texts: LocalizedTexts,
  locale: string,
  values: Readonly<Record<string, string>> = {},
): string {
  const text = texts[messageLocale(locale)] ?? texts.en;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A number written for a locale (odds, counts). */
export function formatNumber(value: number, locale: string, fractionDigits?: number): string {
  return new Intl.NumberFormat(messageLocale(locale), {
    ...(fractionDigits === undefined
      ? { maximumFractionDigits: 6 }
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
  }).format(value);
}

/** A moment written for a locale as a date and time (UTC), e.g. `21 Nov 2026, 15:30 UTC`. */
export function formatMoment(ms: number, locale: string): string {
  return `${new Intl.DateTimeFormat(messageLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(ms)} UTC`;
}

/** An amount in minor units written for a locale with its currency code, e.g. `5,000.00 EUR`. */
export function formatMoney(minorUnits: number, currency: string, subunits: number, locale: string): string {
  const digits = Math.round(Math.log10(subunits));
  return `${formatNumber(minorUnits / subunits, locale, digits)} ${currency}`;
}
