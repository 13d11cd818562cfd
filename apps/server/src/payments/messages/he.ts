import type { Catalogue } from '../../i18n/translate';
import type { en } from './en';

/** The texts of payment notifications and of the sandbox cashier page, in Hebrew (right to left). */
export const he: Catalogue<typeof en> = {
  'payments.deposit.success.title': 'ההפקדה התקבלה',
  'payments.deposit.success.body': '{amount} נוספו ליתרה שלך.',
  'payments.deposit.pending.title': 'ההפקדה בטיפול',
  'payments.deposit.pending.body': 'ההפקדה שלך בסך {amount} בטיפול. נעדכן אותך כשהיא תגיע.',
  'payments.deposit.failed.title': 'ההפקדה נכשלה',
  'payments.deposit.failed.body': 'ההפקדה שלך בסך {amount} נדחתה. אפשר לנסות כרטיס אחר או לפנות לבנק.',
  'payments.cashier.title': 'הפקדה',
  'payments.cashier.amount': 'סכום',
  'payments.cashier.card_number': 'מספר כרטיס',
  'payments.cashier.expiry': 'תוקף (MM/YY)',
  'payments.cashier.cvc': 'קוד אבטחה',
  'payments.cashier.save_card': 'שמירת הכרטיס להפקדות מהירות',
  'payments.cashier.pay': 'תשלום',
  'payments.cashier.processing': 'בעיבוד…',
  'payments.cashier.sandbox':
    'סביבת בדיקה: 4242 4242 4242 4242 מצליח, 4000 0000 0000 0002 נדחה, 4000 0000 0000 0077 נשאר בטיפול. כל תאריך תפוגה עתידי וכל קוד בן 3 ספרות.',
  'payments.cashier.generic_error': 'לא הצלחנו לבצע את התשלום. יש לבדוק את הפרטים ולנסות שוב.',
  'payments.cashier.error.amount_not_positive': 'יש להזין סכום גדול מ-0.',
  'payments.cashier.error.amount_too_precise': 'בסכום יש יותר מדי ספרות אחרי הנקודה.',
  'payments.cashier.error.amount_too_large': 'הסכום גדול מדי.',
  'payments.cashier.error.card_invalid': 'מספר הכרטיס אינו תקין.',
  'payments.cashier.error.card_expired': 'תאריך התפוגה אינו תקין או שכבר עבר.',
  'payments.cashier.error.cvc_invalid': 'קוד האבטחה אינו תקין.',
  'payments.cashier.error.deposit_limit_exceeded': 'ההפקדה הזו תחרוג ממגבלת ההפקדות שלך.',
  'payments.cashier.error.self_excluded': 'ביצעת החרגה עצמית: אי אפשר להפקיד.',
  'payments.cashier.error.cooling_off': 'פסק הזמן שלך פעיל: אי אפשר להפקיד עד שהוא יסתיים.',
  'payments.cashier.error.country_blocked': 'הפקדות אינן זמינות במדינה שלך.',
  'payments.cashier.error.currency_not_offered': 'אין לך חשבון במטבע הזה.',
  'payments.cashier.error.unauthorized': 'יש להתחבר כדי להפקיד.',
  'payments.cashier.error.rate_limited': 'יותר מדי ניסיונות. יש להמתין דקה ולנסות שוב.',
};
