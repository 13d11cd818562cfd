import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInEnglish } from '@/test-support/render';
import { StakeField } from './stake-field';

const INVALID = 'Enter an amount such as 10 or 2.50.';

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

  it('reads what the bettor types as minor units, with a point or a comma', async () => {
    const onChange = vi.fn();
    await renderInEnglish(<Harness onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Stake' });
    await userEvent.type(field, '12.5');
    expect(onChange).toHaveBeenLastCalledWith(1250);
    // The field keeps the text as typed rather than rewriting it to "12.50" under the caret.
    expect(field).toHaveProperty('value', '12.5');
    await userEvent.clear(field);
    expect(onChange).toHaveBeenLastCalledWith(0);
    await userEvent.type(field, '7,25');
    expect(onChange).toHaveBeenLastCalledWith(725);
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it('marks text that is not an amount invalid, says why, and keeps the last amount it read', async () => {
    const onChange = vi.fn();
    await renderInEnglish(<Harness onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Stake' });
    await userEvent.type(field, '3x');
    expect(onChange).toHaveBeenLastCalledWith(300);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(description(field)).toBe(INVALID);
    expect(screen.getByText(INVALID)).toBeTruthy();

    await userEvent.type(field, '{Backspace}');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(INVALID)).toBeNull();
    expect(field.getAttribute('aria-describedby')).toBeNull();
  });

  it('refuses more decimals than the currency has', async () => {
    const onChange = vi.fn();
    await renderInEnglish(<Harness onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Stake' });
    await userEvent.type(field, '1.234');
    expect(onChange).toHaveBeenLastCalledWith(123);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(description(field)).toBe(INVALID);
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
    expect(description(field)).toBe(`Stake for Arsenal ${INVALID}`);
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
