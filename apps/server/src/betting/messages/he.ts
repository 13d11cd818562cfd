import type { Catalogue } from '../../i18n/translate';
import type { en } from './en';

/** The texts of the message keys the betting calls send, in Hebrew (right to left). */
export const he: Catalogue<typeof en> = {
  'error.place_bets.default': 'לא הצלחנו לבצע את ההימור.',
  'error.place_bets.invalid_odds': 'היחסים אינם תקינים. יש לבדוק את הבחירות ולנסות שוב.',
  'error.place_bets.invalid_odds_custom_bet':
    'היחס של הימור בונה ההימורים הזה השתנה. יש לבדוק את היחס החדש ולנסות שוב.',
  'error.platform.pve_player_bet_forbidden': 'החשבון שלך אינו מורשה לבצע הימורים.',
  'error.risk_validation.odds_different_than_bookmaker':
    'היחסים השתנו. יש לאשר את היחסים החדשים כדי לבצע את ההימור.',
  'error.risk_validation.odds_higher_than_bookmakers': 'היחסים המבוקשים גבוהים מהיחסים של סוכן ההימורים.',
  'error.risk_validation.odds_higher_than_bookmakers_current_odds':
    'היחסים ירדו. יש לאשר את היחסים הנוכחיים כדי לבצע את ההימור.',
  'error.risk_validation.odds_to_low': 'היחסים נמוכים מדי להימור הזה.',
  'error.place_bets.selection_unavailable': 'אחת הבחירות כבר אינה זמינה.',
  'error.place_bets.insufficient_balance': 'היתרה שלך נמוכה מדי לסכום ההימור הזה.',
  'error.place_bets.not_combinable': 'אי אפשר לשלב את הבחירות האלה בהימור אחד.',
  'error.place_bets.invalid_stake': 'סכום ההימור קטן מדי כדי לזכות במשהו ביחסים האלה.',
  'error.place_bets.bet_limit_exceeded': 'ההימור חורג ממגבלת הימורים.',
  'error.place_bets.idempotency_key_reused': 'מפתח הבקשה הזה כבר שימש לטופס הימור אחר.',
  'error.place_bets.placement_in_progress': 'ההימורים האלה כבר בביצוע. יש להמתין רגע.',
  'error.place_bets.invalid_bet_type': 'ההימור אינו תואם את סוג ההימור שלו.',
  'error.place_bets.duplicate_selection': 'אותה בחירה מופיעה פעמיים בהימור.',
  'error.place_bets.account_unavailable': 'אין לך חשבון פעיל במטבע הזה.',
  'error.place_bets.bonus_unavailable': 'אי אפשר להשתמש בבונוס הזה בהימור הזה.',
  'error.validation.bet_limits.selection_limit_exceeded': 'יותר מדי בחירות: לכל היותר {limit} בהימור.',
  'error.validation.bet_limits.odds_limit_exceeded': 'היחס גבוה מהמגבלה של {limit}.',
  'error.validation.bet_limits.max_stake_limit_exceeded': 'סכום ההימור גבוה מהמקסימום של {limit}.',
  'error.validation.bet_limits.payout_limit_exceeded': 'הזכייה האפשרית גבוהה מסכום התשלום המרבי של {limit}.',
  'error.place_bets.invalid_request': 'לא הצלחנו לקרוא את טופס ההימור. יש לרענן את הדף ולנסות שוב.',
  'error.place_bets.idempotency_key_required': 'בבקשה חסר Idempotency-Key.',
  'error.custom_bet.market_not_eligible': 'אי אפשר לכלול את השוק הזה בבונה ההימורים.',
  // The player's own limits (docs/adr/0010).
  'error.responsible_gambling.bet_limit_exceeded': 'סכום ההימור הזה חורג ממגבלת ההימור שלך, {limit} להימור.',
  'error.responsible_gambling.loss_limit_exceeded':
    'סכום ההימור הזה יחרוג ממגבלת ההפסדים שלך. בתקופה הזו אפשר להמר על עוד {limit}.',
  'error.responsible_gambling.wager_limit_exceeded':
    'סכום ההימור הזה יחרוג ממגבלת סכום ההימורים שלך. בתקופה הזו אפשר להמר על עוד {limit}.',
  'error.responsible_gambling.self_excluded': 'ביצעת החרגה עצמית מהימורים עד {limit}.',
  'error.responsible_gambling.cooling_off': 'פסק הזמן שלך מהימורים נמשך עד {limit}.',
};
