import type { Catalogue } from '../../i18n/translate';
import type { en } from './en';

/** The texts of payment notifications and of the sandbox cashier page, in French. */
export const fr: Catalogue<typeof en> = {
  'payments.deposit.success.title': 'Dépôt reçu',
  'payments.deposit.success.body': '{amount} a été ajouté à votre solde.',
  'payments.deposit.pending.title': 'Dépôt en cours',
  'payments.deposit.pending.body':
    'Votre dépôt de {amount} est en cours de traitement. Nous vous préviendrons dès qu’il sera crédité.',
  'payments.deposit.failed.title': 'Échec du dépôt',
  'payments.deposit.failed.body':
    'Votre dépôt de {amount} a été refusé. Essayez une autre carte ou contactez votre banque.',
  'payments.cashier.title': 'Dépôt',
  'payments.cashier.amount': 'Montant',
  'payments.cashier.card_number': 'Numéro de carte',
  'payments.cashier.expiry': 'Date d’expiration (MM/AA)',
  'payments.cashier.cvc': 'Code de sécurité',
  'payments.cashier.save_card': 'Enregistrer cette carte pour les dépôts rapides',
  'payments.cashier.pay': 'Payer',
  'payments.cashier.processing': 'Traitement…',
  'payments.cashier.sandbox':
    'Environnement de test : 4242 4242 4242 4242 est accepté, 4000 0000 0000 0002 est refusé, 4000 0000 0000 0077 reste en attente. N’importe quelle date d’expiration future et n’importe quel code à 3 chiffres.',
  'payments.cashier.generic_error':
    'Le paiement n’a pas pu être effectué. Vérifiez les informations et réessayez.',
  'payments.cashier.error.amount_not_positive': 'Saisissez un montant supérieur à 0.',
  'payments.cashier.error.amount_too_precise': 'Le montant comporte trop de décimales.',
  'payments.cashier.error.amount_too_large': 'Le montant est trop élevé.',
  'payments.cashier.error.card_invalid': 'Le numéro de carte n’est pas valide.',
  'payments.cashier.error.card_expired': 'La date d’expiration n’est pas valide ou est dépassée.',
  'payments.cashier.error.cvc_invalid': 'Le code de sécurité n’est pas valide.',
  'payments.cashier.error.deposit_limit_exceeded': 'Ce dépôt dépasserait votre limite de dépôt.',
  'payments.cashier.error.self_excluded': 'Vous vous êtes auto-exclu : les dépôts ne sont pas possibles.',
  'payments.cashier.error.cooling_off':
    'Vous faites une pause : les dépôts ne sont pas possibles avant la fin de celle-ci.',
  'payments.cashier.error.country_blocked': 'Les dépôts ne sont pas disponibles dans votre pays.',
  'payments.cashier.error.currency_not_offered': 'Vous n’avez pas de compte dans cette devise.',
  'payments.cashier.error.unauthorized': 'Connectez-vous pour effectuer un dépôt.',
  'payments.cashier.error.rate_limited': 'Trop de tentatives. Patientez une minute et réessayez.',
  'payments.cashier.links': 'Aide et informations',
  'payments.cashier.terms': 'Conditions générales',
  'payments.cashier.transactions': 'Mes transactions',
  'payments.cashier.help': 'Centre d’aide',
};
