import type { Catalogue } from '../../i18n/translate';
import type { en } from './en';

/** The texts of payment notifications and of the sandbox cashier page, in Arabic (right to left). */
export const ar: Catalogue<typeof en> = {
  'payments.deposit.success.title': 'تم استلام الإيداع',
  'payments.deposit.success.body': 'تمت إضافة {amount} إلى رصيدك.',
  'payments.deposit.pending.title': 'الإيداع قيد المعالجة',
  'payments.deposit.pending.body': 'جارٍ معالجة إيداعك بمبلغ {amount}. سنُعلمك عند وصوله.',
  'payments.deposit.failed.title': 'فشل الإيداع',
  'payments.deposit.failed.body': 'تم رفض إيداعك بمبلغ {amount}. جرّب بطاقة أخرى أو تواصل مع مصرفك.',
  'payments.cashier.title': 'إيداع',
  'payments.cashier.amount': 'المبلغ',
  'payments.cashier.card_number': 'رقم البطاقة',
  'payments.cashier.expiry': 'تاريخ الانتهاء (MM/YY)',
  'payments.cashier.cvc': 'رمز الأمان',
  'payments.cashier.save_card': 'احفظ هذه البطاقة للإيداعات السريعة',
  'payments.cashier.pay': 'ادفع',
  'payments.cashier.processing': 'جارٍ المعالجة…',
  'payments.cashier.sandbox':
    'بيئة تجريبية: البطاقة 4242 4242 4242 4242 تنجح، و4000 0000 0000 0002 تُرفض، و4000 0000 0000 0077 تبقى قيد المعالجة. أي تاريخ انتهاء مستقبلي وأي رمز من 3 أرقام.',
  'payments.cashier.generic_error': 'تعذّر إتمام الدفع. تحقّق من البيانات وحاول مرة أخرى.',
  'payments.cashier.error.amount_not_positive': 'أدخل مبلغًا أكبر من 0.',
  'payments.cashier.error.amount_too_precise': 'يحتوي المبلغ على عدد كبير جدًا من المنازل العشرية.',
  'payments.cashier.error.amount_too_large': 'المبلغ كبير جدًا.',
  'payments.cashier.error.card_invalid': 'رقم البطاقة غير صالح.',
  'payments.cashier.error.card_expired': 'تاريخ الانتهاء غير صالح أو قد انقضى.',
  'payments.cashier.error.cvc_invalid': 'رمز الأمان غير صالح.',
  'payments.cashier.error.deposit_limit_exceeded': 'سيتجاوز هذا الإيداع حدّ الإيداع الخاص بك.',
  'payments.cashier.error.self_excluded': 'لقد استبعدت نفسك: لا يمكن الإيداع.',
  'payments.cashier.error.cooling_off': 'أنت في فترة استراحة: لا يمكن الإيداع حتى تنتهي.',
  'payments.cashier.error.country_blocked': 'الإيداع غير متاح في بلدك.',
  'payments.cashier.error.currency_not_offered': 'ليس لديك حساب بهذه العملة.',
  'payments.cashier.error.unauthorized': 'سجّل الدخول للإيداع.',
  'payments.cashier.error.rate_limited': 'محاولات كثيرة جدًا. انتظر دقيقة وحاول مرة أخرى.',
};
