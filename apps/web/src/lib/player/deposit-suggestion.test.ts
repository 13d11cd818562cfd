import { describe, expect, it } from 'vitest';
import {
  forgetDepositSuggestion,
  peekDepositSuggestion,
  suggestDeposit,
  takeDepositSuggestion,
} from './deposit-suggestion';

describe('the amount a deposit form starts with', () => {
  it('is what the shortcut said is missing, in major units of the currency, once', () => {
    suggestDeposit(750, 'EUR', 100);
    expect(takeDepositSuggestion('EUR')).toBe('7.50');
    expect(takeDepositSuggestion('EUR')).toBe('');
  });

  it('keeps the currency’s subunits (none for JPY, three for KWD)', () => {
    suggestDeposit(1200, 'JPY', 1);
    expect(takeDepositSuggestion('JPY')).toBe('1200');
    suggestDeposit(1_250, 'KWD', 1000);
    expect(takeDepositSuggestion('KWD')).toBe('1.250');
  });

  it('is none for a form in another currency, or for nothing missing', () => {
    suggestDeposit(750, 'EUR', 100);
    expect(takeDepositSuggestion('GBP')).toBe('');
    expect(takeDepositSuggestion('EUR')).toBe('');
    suggestDeposit(0, 'EUR', 100);
    expect(takeDepositSuggestion('EUR')).toBe('');
  });
});

describe('a deposit suggestion read while rendering', () => {
  it('reads the same amount as often as a form renders, until the form forgets it', () => {
    suggestDeposit(750, 'EUR', 100);
    expect(peekDepositSuggestion('EUR')).toBe('7.50');
    expect(peekDepositSuggestion('EUR')).toBe('7.50');
    expect(peekDepositSuggestion('GBP')).toBe('');
    forgetDepositSuggestion();
    expect(peekDepositSuggestion('EUR')).toBe('');
  });
});
