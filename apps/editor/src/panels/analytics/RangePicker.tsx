import { useId, useState } from 'react';
import type { DayRange } from './analytics-api';
import { lastDays } from './analytics-format';

export const PRESETS = [7, 30, 90] as const;
const MAX_DAYS = 400;

interface RangePickerProps {
  range: DayRange;
  onChange: (range: DayRange) => void;
  nowMs: number;
}

/** Last 7 / 30 / 90 days or a custom range; the dashboards compare it with the period before. */
export function RangePicker({ range, onChange, nowMs }: RangePickerProps) {
  const preset = PRESETS.find((days) => {
    const r = lastDays(days, nowMs);
    return r.from === range.from && r.to === range.to;
  });
  const [custom, setCustom] = useState(preset === undefined);
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  function applyCustom() {
    const days = (Date.parse(draft.to) - Date.parse(draft.from)) / 86_400_000 + 1;
    if (!draft.from || !draft.to || Number.isNaN(days)) return setProblem('Choose both days.');
    if (days < 1) return setProblem('The start must not be after the end.');
    if (days > MAX_DAYS) return setProblem(`Choose at most ${MAX_DAYS} days.`);
    setProblem(null);
    onChange(draft);
  }

  return (
    <div className="analytics-range">
      <fieldset className="plain-fieldset">
        <legend className="visually-hidden">Date range</legend>
        <div className="segmented">
          {PRESETS.map((days) => (
            <label key={days} className="segmented__option">
              <input
                type="radio"
                name={`${id}-range`}
                checked={!custom && preset === days}
                onChange={() => {
                  setCustom(false);
                  onChange(lastDays(days, nowMs));
                }}
              />
              Last {days} days
            </label>
          ))}
          <label className="segmented__option">
            <input type="radio" name={`${id}-range`} checked={custom} onChange={() => setCustom(true)} />
            Custom
          </label>
        </div>
      </fieldset>
      {custom ? (
        <form
          className="analytics-range__custom"
          onSubmit={(event) => {
            event.preventDefault();
            applyCustom();
          }}
          noValidate
        >
          <label htmlFor={`${id}-from`}>From</label>
          <input
            id={`${id}-from`}
            className="input"
            type="date"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
          <label htmlFor={`${id}-to`}>To</label>
          <input
            id={`${id}-to`}
            className="input"
            type="date"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
          <button type="submit" className="button">
            Apply
          </button>
          {problem ? (
            <p className="field__error" role="alert">
              {problem}
            </p>
          ) : null}
        </form>
      ) : null}
      <p className="muted analytics-range__compare">Compared with the previous period of the same length.</p>
    </div>
  );
}
