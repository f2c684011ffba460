import {
  CUSTOM_RANGE,
  insightsErrors,
  istDayKey,
  rangeInWords,
  rangeMonthChoices,
  rangePresets,
  termOf,
  insightsTexts as texts,
} from '@appointments/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../../test/render';
import { type RangeChoice, RangeForm } from './range-form';

const today = istDayKey(new Date());
const term: RangeChoice = { ...termOf(today), department: 'Physics' };
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const choose = (name: string, value: string) => fireEvent.change(select(name), { target: { value } });

describe('insights range form', () => {
  it('opens on the term, applies a named period at once and keeps the department', () => {
    const onChange = vi.fn();
    renderWithUi(<RangeForm value={term} departments={['Physics', 'Chemistry']} onChange={onChange} />);
    expect(select(texts.period).value).toBe('thisTerm');
    expect(screen.queryByRole('button', { name: texts.show })).toBeNull();
    choose(texts.period, 'last30');
    const last30 = rangePresets(today).find((preset) => preset.id === 'last30')?.range;
    expect(onChange).toHaveBeenLastCalledWith({ ...last30, department: 'Physics' });
    choose(texts.department, '');
    expect(onChange).toHaveBeenLastCalledWith({ ...term, department: '' });
    expect(screen.getByText(texts.showing(rangeInWords(term)))).toBeTruthy();
  });

  it('applies a custom range on Show, picked as months and days, and refuses one that runs backwards', () => {
    const onChange = vi.fn();
    renderWithUi(<RangeForm value={term} onChange={onChange} />);
    choose(texts.period, CUSTOM_RANGE);
    expect(onChange).not.toHaveBeenCalled();
    const month = today.slice(0, 7);
    const from = `${rangeMonthChoices(today)[30]?.value}-01`;
    choose(texts.rangeMonth(texts.from), from.slice(0, 7));
    choose(texts.rangeDay(texts.from), from);
    choose(texts.rangeMonth(texts.to), month);
    choose(texts.rangeDay(texts.to), `${month}-10`);
    fireEvent.click(screen.getByRole('button', { name: texts.show }));
    expect(onChange).toHaveBeenLastCalledWith({ from, to: `${month}-10`, department: 'Physics' });

    onChange.mockClear();
    choose(texts.rangeMonth(texts.from), month);
    choose(texts.rangeDay(texts.from), `${month}-15`);
    fireEvent.click(screen.getByRole('button', { name: texts.show }));
    expect(screen.getByRole('alert').textContent).toBe(insightsErrors.reversed);
    expect(select(texts.rangeDay(texts.from)).getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });
});
