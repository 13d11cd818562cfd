import type { Catalogue } from '../../i18n/translate';
import type { en } from './en';

/** The texts of payment notifications and of the sandbox cashier page, in Turkish. */
export const tr: Catalogue<typeof en> = {
  'payments.deposit.success.title': 'Para yatırıldı',
  'payments.deposit.success.body': '{amount} bakiyene eklendi.',
  'payments.deposit.pending.title': 'Para yatırma işlemde',
  'payments.deposit.pending.body':
    '{amount} tutarındaki para yatırma işlemin sürüyor. Hesabına geçtiğinde sana haber vereceğiz.',
  'payments.deposit.failed.title': 'Para yatırılamadı',
  'payments.deposit.failed.body':
    '{amount} tutarındaki para yatırma işlemin reddedildi. Başka bir kart dene veya bankanla iletişime geç.',
  'payments.cashier.title': 'Para yatır',
  'payments.cashier.amount': 'Tutar',
  'payments.cashier.card_number': 'Kart numarası',
  'payments.cashier.expiry': 'Son kullanma tarihi (AA/YY)',
  'payments.cashier.cvc': 'Güvenlik kodu',
  'payments.cashier.save_card': 'Bu kartı hızlı para yatırma için kaydet',
  'payments.cashier.pay': 'Öde',
  'payments.cashier.processing': 'İşleniyor…',
  'payments.cashier.sandbox':
    'Test ortamı: 4242 4242 4242 4242 başarılı olur, 4000 0000 0000 0002 reddedilir, 4000 0000 0000 0077 beklemede kalır. Gelecekteki herhangi bir tarih ve 3 haneli herhangi bir kod.',
  'payments.cashier.generic_error': 'Ödeme yapılamadı. Bilgileri kontrol edip tekrar dene.',
  'payments.cashier.error.amount_not_positive': "0'dan büyük bir tutar gir.",
  'payments.cashier.error.amount_too_precise': 'Tutarın ondalık basamağı çok fazla.',
  'payments.cashier.error.amount_too_large': 'Tutar çok yüksek.',
  'payments.cashier.error.card_invalid': 'Kart numarası geçerli değil.',
  'payments.cashier.error.card_expired': 'Son kullanma tarihi geçersiz veya geçmiş.',
  'payments.cashier.error.cvc_invalid': 'Güvenlik kodu geçerli değil.',
  'payments.cashier.error.deposit_limit_exceeded': 'Bu para yatırma işlemi yatırma limitini aşar.',
  'payments.cashier.error.self_excluded': 'Kendini uzaklaştırdın: para yatırılamaz.',
  'payments.cashier.error.cooling_off': 'Ara veriyorsun: bitene kadar para yatırılamaz.',
  'payments.cashier.error.country_blocked': 'Ülkende para yatırma kullanılamıyor.',
  'payments.cashier.error.currency_not_offered': 'Bu para biriminde hesabın yok.',
  'payments.cashier.error.unauthorized': 'Para yatırmak için giriş yap.',
  'payments.cashier.error.rate_limited': 'Çok fazla deneme. Bir dakika bekleyip tekrar dene.',
  'payments.cashier.links': 'Yardım ve bilgi',
  'payments.cashier.terms': 'Şartlar ve koşullar',
  'payments.cashier.transactions': 'İşlemlerim',
  'payments.cashier.help': 'Yardım merkezi',
};
