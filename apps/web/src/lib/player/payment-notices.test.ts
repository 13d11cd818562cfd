import { describe, expect, it } from 'vitest';
import { claimPaymentNotice, paymentNoticeToldHere } from './payment-notices';

describe('payment notices', () => {
  it('leaves out the channel alert of a state the quick deposit already told, not a later state', () => {
    expect(paymentNoticeToldHere(41, 'warning')).toBe(false);
    claimPaymentNotice(41, 'pending');
    expect(paymentNoticeToldHere(41, 'warning')).toBe(true);
    // The pending deposit completes later: that alert is news.
    expect(paymentNoticeToldHere(41, 'success')).toBe(false);
    claimPaymentNotice(42, 'failed');
    expect(paymentNoticeToldHere(42, 'danger')).toBe(true);
    expect(paymentNoticeToldHere(43, 'danger')).toBe(false);
  });
});
