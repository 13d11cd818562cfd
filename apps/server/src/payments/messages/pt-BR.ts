import type { Catalogue } from '../../i18n/translate';
import type { en } from './en';

/** The texts of payment notifications and of the sandbox cashier page, in Brazilian Portuguese. */
export const ptBR: Catalogue<typeof en> = {
  'payments.deposit.success.title': 'Depósito recebido',
  'payments.deposit.success.body': '{amount} foram adicionados ao seu saldo.',
  'payments.deposit.pending.title': 'Depósito pendente',
  'payments.deposit.pending.body':
    'Seu depósito de {amount} está sendo processado. Avisaremos quando ele chegar.',
  'payments.deposit.failed.title': 'Falha no depósito',
  'payments.deposit.failed.body':
    'Seu depósito de {amount} foi recusado. Tente outro cartão ou fale com seu banco.',
  'payments.cashier.title': 'Depósito',
  'payments.cashier.amount': 'Valor',
  'payments.cashier.card_number': 'Número do cartão',
  'payments.cashier.expiry': 'Validade (MM/AA)',
  'payments.cashier.cvc': 'Código de segurança',
  'payments.cashier.save_card': 'Salvar este cartão para depósitos rápidos',
  'payments.cashier.pay': 'Pagar',
  'payments.cashier.processing': 'Processando…',
  'payments.cashier.sandbox':
    'Ambiente de testes: 4242 4242 4242 4242 é aprovado, 4000 0000 0000 0002 é recusado, 4000 0000 0000 0077 fica pendente. Qualquer validade futura e qualquer código de 3 dígitos.',
  'payments.cashier.generic_error': 'Não foi possível fazer o pagamento. Confira os dados e tente novamente.',
  'payments.cashier.error.amount_not_positive': 'Informe um valor maior que 0.',
  'payments.cashier.error.amount_too_precise': 'O valor tem casas decimais demais.',
  'payments.cashier.error.amount_too_large': 'O valor é alto demais.',
  'payments.cashier.error.card_invalid': 'O número do cartão não é válido.',
  'payments.cashier.error.card_expired': 'A validade não é válida ou já passou.',
  'payments.cashier.error.cvc_invalid': 'O código de segurança não é válido.',
  'payments.cashier.error.deposit_limit_exceeded': 'Este depósito ultrapassaria seu limite de depósitos.',
  'payments.cashier.error.self_excluded': 'Você se autoexcluiu: não é possível depositar.',
  'payments.cashier.error.cooling_off': 'Você está em uma pausa: não é possível depositar até ela terminar.',
  'payments.cashier.error.country_blocked': 'Depósitos não estão disponíveis no seu país.',
  'payments.cashier.error.currency_not_offered': 'Você não tem conta nesta moeda.',
  'payments.cashier.error.unauthorized': 'Entre para depositar.',
  'payments.cashier.error.rate_limited': 'Tentativas demais. Aguarde um minuto e tente novamente.',
  'payments.cashier.links': 'Ajuda e informações',
  'payments.cashier.terms': 'Termos e condições',
  'payments.cashier.transactions': 'Minhas transações',
  'payments.cashier.help': 'Central de ajuda',
};
