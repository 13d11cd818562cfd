import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { clientMessages, loadMessages } from '@/lib/i18n/messages';
import { renderInEnglish } from '@/test-support/render';
import { StakeField } from './stake-field';

const DIGITS_ONLY = 'Use digits only.';
const NEGATIVE = 'A stake cannot be negative.';
const TWO_DECIMALS = 'EUR amounts take at most 2 decimals.';

/** Renders `ui` as a page in `locale` renders it. */
async function renderIn(locale: string, ui: ReactNode) {
  const messages = clientMessages(await loadMessages(locale));
  return render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      {ui}
    </NextIntlClientProvider>,
  );
}

/** The field as a bet's footer holds it: the stake lives outside, the field reports every amount it reads. */
function Harness({ initial = 0, onChange }: { initial?: number; onChange: (stake: number) => void }) {
  const [stake, setStake] = useState(initial);
  return (
    <>
      <StakeField
        label="Stake"
        stake={stake}
        subunits={100}
        currency="EUR"
        onChange={(next) => {
          setStake(next);
          onChange(next);
        }}
      />
      <button type="button" onClick={() => setStake(500)}>
        Preset 5
      </button>
    </>
  );
}

/** The ids an element's aria-describedby names, as the texts they point at. */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('StakeField', () => {
  it('is a text field named by its label, showing the stake in major units', async () => {
    await renderInEnglish(<Harness initial={1250} onChange={() => {}} />);
    const field = screen.getByRole('textbox', { name: 'Stake' });
    expect(field).toHaveProperty('value', '12.50');
    expect(field.getAttribute('inputmode')).toBe('decimal');
  });

  it('reads what the bettor types as minor units, with the locale’s separator', async () => {
    const onChange = vi.fn();
    await renderInEnglish(<Harness onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Stake' });
    await userEvent.type(field, '12.5');
    expect(onChange).toHaveBeenLastCalledWith(1250);
    // The field keeps the text as typed rather than rewriting it to "12.50" under the caret.
    expect(field).toHaveProperty('value', '12.5');
    await userEvent.clear(field);
    expect(onChange).toHaveBeenLastCalledWith(0);
    await userEvent.type(field, '7.25');
    expect(onChange).toHaveBeenLastCalledWith(725);
  });

  it('refuses keystrokes that are not an amount (abc, -5, 0.001), says why, and keeps the last amount', async () => {
    const onChange = vi.fn();
    await renderInEnglish(<Harness onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Stake' });
    await userEvent.type(field, 'abc');
    expect(field).toHaveProperty('value', '');
    expect(onChange).not.toHaveBeenCalled();
    expect(description(field)).toBe(DIGITS_ONLY);

    await userEvent.type(field, '-5');
    expect(field).toHaveProperty('value', '5');
    expect(onChange).toHaveBeenLastCalledWith(500);
    await userEvent.clear(field);
    await userEvent.type(field, '-');
    expect(description(field)).toBe(NEGATIVE);

    await userEvent.clear(field);
    await userEvent.type(field, '0.001');
    expect(field).toHaveProperty('value', '0.00');
    expect(description(field)).toBe(TWO_DECIMALS);
    expect(onChange).toHaveBeenLastCalledWith(0);

    await userEvent.type(field, '{Backspace}');
    expect(field.getAttribute('aria-describedby')).toBeNull();
  });

  it('takes "10,50" in German and refuses a point there', async () => {
    const onChange = vi.fn();
    await renderIn('de', <Harness onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Stake' });
    expect(field.getAttribute('inputmode')).toBe('decimal');
    await userEvent.type(field, '10,50');
    expect(onChange).toHaveBeenLastCalledWith(1050);
    await userEvent.clear(field);
    await userEvent.type(field, '10.');
    expect(field).toHaveProperty('value', '10');
    expect(description(field)).toBe('„,“ nur einmal vor den Nachkommastellen verwenden.');
  });

  it('takes whole amounts only in a currency without subunits', async () => {
    const onChange = vi.fn();
    await renderInEnglish(
      <StakeField label="Stake" stake={0} subunits={1} currency="JPY" onChange={onChange} />,
    );
    const field = screen.getByRole('textbox', { name: 'Stake' });
    await userEvent.type(field, '500.');
    expect(field).toHaveProperty('value', '500');
    expect(description(field)).toBe('JPY amounts take no decimals.');
  });

  it('follows a stake changed from elsewhere (a preset)', async () => {
    await renderInEnglish(<Harness onChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Preset 5' }));
    expect(screen.getByRole('textbox', { name: 'Stake' })).toHaveProperty('value', '5.00');
  });

  it('keeps what names the stake beside its own error', async () => {
    await renderInEnglish(
      <>
        <p id="for-bet">Stake for Arsenal</p>
        <StakeField
          label="Stake"
          stake={0}
          subunits={100}
          currency="EUR"
          describedBy="for-bet"
          onChange={() => {}}
        />
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Stake' });
    expect(description(field)).toBe('Stake for Arsenal');
    await userEvent.type(field, 'a');
    expect(description(field)).toBe(`Stake for Arsenal ${DIGITS_ONLY}`);
  });

  it('cannot be typed into while disabled (a placement is running)', async () => {
    const onChange = vi.fn();
    await renderInEnglish(
      <StakeField label="Stake" stake={100} subunits={100} currency="EUR" onChange={onChange} disabled />,
    );
    const field = screen.getByRole('textbox', { name: 'Stake' });
    expect(field).toHaveProperty('disabled', true);
    await userEvent.type(field, '5');
    expect(onChange).not.toHaveBeenCalled();
  });
});
