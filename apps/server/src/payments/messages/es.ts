import type { Catalogue } from '../../i18n/translate';
import type { en } from './en';

/** The texts of payment notifications and of the sandbox cashier page, in Spanish. */
export const es: Catalogue<typeof en> = {
  'payments.deposit.success.title': 'Depósito recibido',
  'payments.deposit.success.body': 'Se han añadido {amount} a tu saldo.',
  'payments.deposit.pending.title': 'Depósito pendiente',
  'payments.deposit.pending.body': 'Tu depósito de {amount} se está procesando. Te avisaremos cuando llegue.',
  'payments.deposit.failed.title': 'Depósito fallido',
  'payments.deposit.failed.body':
    'Tu depósito de {amount} ha sido rechazado. Prueba con otra tarjeta o contacta con tu banco.',
  'payments.cashier.title': 'Depósito',
  'payments.cashier.amount': 'Importe',
  'payments.cashier.card_number': 'Número de tarjeta',
  'payments.cashier.expiry': 'Fecha de caducidad (MM/AA)',
  'payments.cashier.cvc': 'Código de seguridad',
  'payments.cashier.save_card': 'Guardar esta tarjeta para depósitos rápidos',
  'payments.cashier.pay': 'Pagar',
  'payments.cashier.processing': 'Procesando…',
  'payments.cashier.sandbox':
    'Entorno de pruebas: 4242 4242 4242 4242 se aprueba, 4000 0000 0000 0002 se rechaza, 4000 0000 0000 0077 queda pendiente. Cualquier fecha de caducidad futura y cualquier código de 3 cifras.',
  'payments.cashier.generic_error':
    'No se ha podido realizar el pago. Revisa los datos e inténtalo de nuevo.',
  'payments.cashier.error.amount_not_positive': 'Introduce un importe mayor que 0.',
  'payments.cashier.error.amount_too_precise': 'El importe tiene demasiados decimales.',
  'payments.cashier.error.amount_too_large': 'El importe es demasiado alto.',
  'payments.cashier.error.card_invalid': 'El número de tarjeta no es válido.',
  'payments.cashier.error.card_expired': 'La fecha de caducidad no es válida o ya ha pasado.',
  'payments.cashier.error.cvc_invalid': 'El código de seguridad no es válido.',
  'payments.cashier.error.deposit_limit_exceeded': 'Este depósito superaría tu límite de depósitos.',
  'payments.cashier.error.self_excluded': 'Te has autoexcluido: no puedes hacer depósitos.',
  'payments.cashier.error.cooling_off': 'Estás en una pausa: no puedes hacer depósitos hasta que termine.',
  'payments.cashier.error.country_blocked': 'Los depósitos no están disponibles en tu país.',
  'payments.cashier.error.currency_not_offered': 'No tienes una cuenta en esta moneda.',
  'payments.cashier.error.unauthorized': 'Inicia sesión para depositar.',
  'payments.cashier.error.rate_limited': 'Demasiados intentos. Espera un minuto e inténtalo de nuevo.',
  'payments.cashier.links': 'Ayuda e información',
  'payments.cashier.terms': 'Términos y condiciones',
  'payments.cashier.transactions': 'Mis transacciones',
  'payments.cashier.help': 'Centro de ayuda',
};
