import { type LocalizedTexts, localizedTexts as t } from '../betting/placement-messages';

/*
 * The texts of the sandbox cashier page and of payment notifications, in the locales the product ships
 * (en, de, es, pt-BR, tr, ar). `{amount}` is filled with the amount written for the locale.
 */

/** Notification title and body of each payment result (spec §2.5, alerts typed success/warning/danger). */
export const PAYMENT_NOTICES = {
  success: {
    title: t(
      'Deposit received',
      'Einzahlung eingegangen',
      'Depósito recibido',
      'Depósito recebido',
      'Para yatırıldı',
      'تم استلام الإيداع',
    ),
    body: t(
      '{amount} has been added to your balance.',
      '{amount} wurden deinem Guthaben gutgeschrieben.',
      'Se han añadido {amount} a tu saldo.',
      '{amount} foram adicionados ao seu saldo.',
      '{amount} bakiyene eklendi.',
      'تمت إضافة {amount} إلى رصيدك.',
    ),
  },
  pending: {
    title: t(
      'Deposit pending',
      'Einzahlung in Bearbeitung',
      'Depósito pendiente',
      'Depósito pendente',
      'Para yatırma işlemde',
      'الإيداع قيد المعالجة',
    ),
    body: t(
      'Your deposit of {amount} is being processed. We will let you know when it arrives.',
      'Deine Einzahlung von {amount} wird bearbeitet. Wir sagen dir Bescheid, sobald sie eingegangen ist.',
      'Tu depósito de {amount} se está procesando. Te avisaremos cuando llegue.',
      'Seu depósito de {amount} está sendo processado. Avisaremos quando ele chegar.',
      '{amount} tutarındaki para yatırma işlemin sürüyor. Hesabına geçtiğinde sana haber vereceğiz.',
      'جارٍ معالجة إيداعك بمبلغ {amount}. سنُعلمك عند وصوله.',
    ),
  },
  failed: {
    title: t(
      'Deposit failed',
      'Einzahlung fehlgeschlagen',
      'Depósito fallido',
      'Falha no depósito',
      'Para yatırılamadı',
      'فشل الإيداع',
    ),
    body: t(
      'Your deposit of {amount} was declined. Try another card or contact your bank.',
      'Deine Einzahlung von {amount} wurde abgelehnt. Versuche es mit einer anderen Karte oder wende dich an deine Bank.',
      'Tu depósito de {amount} ha sido rechazado. Prueba con otra tarjeta o contacta con tu banco.',
      'Seu depósito de {amount} foi recusado. Tente outro cartão ou fale com seu banco.',
      '{amount} tutarındaki para yatırma işlemin reddedildi. Başka bir kart dene veya bankanla iletişime geç.',
      'تم رفض إيداعك بمبلغ {amount}. جرّب بطاقة أخرى أو تواصل مع مصرفك.',
    ),
  },
} as const;

/** The cashier page's own texts. */
export const CASHIER_TEXTS = {
  title: t('Deposit', 'Einzahlung', 'Depósito', 'Depósito', 'Para yatır', 'إيداع'),
  amount: t('Amount', 'Betrag', 'Importe', 'Valor', 'Tutar', 'المبلغ'),
  cardNumber: t(
    'Card number',
    'Kartennummer',
    'Número de tarjeta',
    'Número do cartão',
    'Kart numarası',
    'رقم البطاقة',
  ),
  expiry: t(
    'Expiry date (MM/YY)',
    'Ablaufdatum (MM/JJ)',
    'Fecha de caducidad (MM/AA)',
    'Validade (MM/AA)',
    'Son kullanma tarihi (AA/YY)',
    'تاريخ الانتهاء (MM/YY)',
  ),
  cvc: t(
    'Security code',
    'Sicherheitscode',
    'Código de seguridad',
    'Código de segurança',
    'Güvenlik kodu',
    'رمز الأمان',
  ),
  saveCard: t(
    'Save this card for quick deposits',
    'Diese Karte für Schnelleinzahlungen speichern',
    'Guardar esta tarjeta para depósitos rápidos',
    'Salvar este cartão para depósitos rápidos',
    'Bu kartı hızlı para yatırma için kaydet',
    'احفظ هذه البطاقة للإيداعات السريعة',
  ),
  pay: t('Pay', 'Bezahlen', 'Pagar', 'Pagar', 'Öde', 'ادفع'),
  processing: t(
    'Processing…',
    'Wird bearbeitet…',
    'Procesando…',
    'Processando…',
    'İşleniyor…',
    'جارٍ المعالجة…',
  ),
  sandbox: t(
    'Sandbox: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 0077 stays pending. Any future expiry date and any 3-digit code.',
    'Testumgebung: 4242 4242 4242 4242 gelingt, 4000 0000 0000 0002 wird abgelehnt, 4000 0000 0000 0077 bleibt in Bearbeitung. Beliebiges zukünftiges Ablaufdatum und beliebiger dreistelliger Code.',
    'Entorno de pruebas: 4242 4242 4242 4242 se aprueba, 4000 0000 0000 0002 se rechaza, 4000 0000 0000 0077 queda pendiente. Cualquier fecha de caducidad futura y cualquier código de 3 cifras.',
    'Ambiente de testes: 4242 4242 4242 4242 é aprovado, 4000 0000 0000 0002 é recusado, 4000 0000 0000 0077 fica pendente. Qualquer validade futura e qualquer código de 3 dígitos.',
    'Test ortamı: 4242 4242 4242 4242 başarılı olur, 4000 0000 0000 0002 reddedilir, 4000 0000 0000 0077 beklemede kalır. Gelecekteki herhangi bir tarih ve 3 haneli herhangi bir kod.',
    'بيئة تجريبية: البطاقة 4242 4242 4242 4242 تنجح، و4000 0000 0000 0002 تُرفض، و4000 0000 0000 0077 تبقى قيد المعالجة. أي تاريخ انتهاء مستقبلي وأي رمز من 3 أرقام.',
  ),
  error: t(
    'The payment could not be made. Check the details and try again.',
    'Die Zahlung konnte nicht ausgeführt werden. Prüfe die Angaben und versuche es erneut.',
    'No se ha podido realizar el pago. Revisa los datos e inténtalo de nuevo.',
    'Não foi possível fazer o pagamento. Confira os dados e tente novamente.',
    'Ödeme yapılamadı. Bilgileri kontrol edip tekrar dene.',
    'تعذّر إتمام الدفع. تحقّق من البيانات وحاول مرة أخرى.',
  ),
} as const;

/** Texts of the errors the cashier page shows, by error code. */
export const CASHIER_ERRORS: Readonly<Record<string, LocalizedTexts>> = {
  amount_not_positive: t(
    'Enter an amount above 0.',
    'Gib einen Betrag über 0 ein.',
    'Introduce un importe mayor que 0.',
    'Informe um valor maior que 0.',
    "0'dan büyük bir tutar gir.",
    'أدخل مبلغًا أكبر من 0.',
  ),
  amount_too_precise: t(
    'The amount has too many decimal places.',
    'Der Betrag hat zu viele Nachkommastellen.',
    'El importe tiene demasiados decimales.',
    'O valor tem casas decimais demais.',
    'Tutarın ondalık basamağı çok fazla.',
    'يحتوي المبلغ على عدد كبير جدًا من المنازل العشرية.',
  ),
  amount_too_large: t(
    'The amount is too large.',
    'Der Betrag ist zu hoch.',
    'El importe es demasiado alto.',
    'O valor é alto demais.',
    'Tutar çok yüksek.',
    'المبلغ كبير جدًا.',
  ),
  card_invalid: t(
    'The card number is not valid.',
    'Die Kartennummer ist ungültig.',
    'El número de tarjeta no es válido.',
    'O número do cartão não é válido.',
    'Kart numarası geçerli değil.',
    'رقم البطاقة غير صالح.',
  ),
  card_expired: t(
    'The expiry date is not valid or has passed.',
    'Das Ablaufdatum ist ungültig oder abgelaufen.',
    'La fecha de caducidad no es válida o ya ha pasado.',
    'A validade não é válida ou já passou.',
    'Son kullanma tarihi geçersiz veya geçmiş.',
    'تاريخ الانتهاء غير صالح أو قد انقضى.',
  ),
  cvc_invalid: t(
    'The security code is not valid.',
    'Der Sicherheitscode ist ungültig.',
    'El código de seguridad no es válido.',
    'O código de segurança não é válido.',
    'Güvenlik kodu geçerli değil.',
    'رمز الأمان غير صالح.',
  ),
  deposit_limit_exceeded: t(
    'This deposit would go over your deposit limit.',
    'Diese Einzahlung würde dein Einzahlungslimit überschreiten.',
    'Este depósito superaría tu límite de depósitos.',
    'Este depósito ultrapassaria seu limite de depósitos.',
    'Bu para yatırma işlemi yatırma limitini aşar.',
    'سيتجاوز هذا الإيداع حدّ الإيداع الخاص بك.',
  ),
  self_excluded: t(
    'You have excluded yourself: deposits are not possible.',
    'Du hast dich selbst ausgeschlossen: Einzahlungen sind nicht möglich.',
    'Te has autoexcluido: no puedes hacer depósitos.',
    'Você se autoexcluiu: não é possível depositar.',
    'Kendini uzaklaştırdın: para yatırılamaz.',
    'لقد استبعدت نفسك: لا يمكن الإيداع.',
  ),
  cooling_off: t(
    'You are taking a break: deposits are not possible until it ends.',
    'Du machst eine Pause: Einzahlungen sind erst danach möglich.',
    'Estás en una pausa: no puedes hacer depósitos hasta que termine.',
    'Você está em uma pausa: não é possível depositar até ela terminar.',
    'Ara veriyorsun: bitene kadar para yatırılamaz.',
    'أنت في فترة استراحة: لا يمكن الإيداع حتى تنتهي.',
  ),
  country_blocked: t(
    'Deposits are not available in your country.',
    'Einzahlungen sind in deinem Land nicht verfügbar.',
    'Los depósitos no están disponibles en tu país.',
    'Depósitos não estão disponíveis no seu país.',
    'Ülkende para yatırma kullanılamıyor.',
    'الإيداع غير متاح في بلدك.',
  ),
  currency_not_offered: t(
    'You have no account in this currency.',
    'Du hast kein Konto in dieser Währung.',
    'No tienes una cuenta en esta moneda.',
    'Você não tem conta nesta moeda.',
    'Bu para biriminde hesabın yok.',
    'ليس لديك حساب بهذه العملة.',
  ),
  unauthorized: t(
    'Sign in to deposit.',
    'Melde dich an, um einzuzahlen.',
    'Inicia sesión para depositar.',
    'Entre para depositar.',
    'Para yatırmak için giriş yap.',
    'سجّل الدخول للإيداع.',
  ),
  rate_limited: t(
    'Too many attempts. Wait a minute and try again.',
    'Zu viele Versuche. Warte eine Minute und versuche es erneut.',
    'Demasiados intentos. Espera un minuto e inténtalo de nuevo.',
    'Tentativas demais. Aguarde um minuto e tente novamente.',
    'Çok fazla deneme. Bir dakika bekleyip tekrar dene.',
    'محاولات كثيرة جدًا. انتظر دقيقة وحاول مرة أخرى.',
  ),
};
