// Owns choosing the GSTR-1 period: one list of the latest months and calendar quarters (a monthly filer picks a month,
// a quarterly one a quarter), each offered only as the server accepts it.
import { periodLabel, recentMonths, recentQuarters, type Gstr1Period } from '@shop/contract/gst-returns';
import { useId } from 'react';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';

/** A year of months and a year of quarters: older returns are rarely re-made, and the API takes any period. */
const MONTHS_OFFERED = 12;
const QUARTERS_OFFERED = 4;

const valueOf = ({ from, to }: Gstr1Period) => `${from}_${to}`;

export function Gstr1PeriodPicker({
  value,
  onChange,
  now,
}: {
  value: Gstr1Period;
  onChange: (period: Gstr1Period) => void;
  now: Date;
}) {
  const id = useId();
  const months = recentMonths(now, MONTHS_OFFERED);
  const quarters = recentQuarters(now, QUARTERS_OFFERED);
  // A period from the address that is older than the list still shows as chosen.
  const offered = [...months, ...quarters].some((period) => valueOf(period) === valueOf(value));
  const option = (period: Gstr1Period, index: number) => (
    <option key={valueOf(period)} value={valueOf(period)}>
      {index === 0 ? `${periodLabel(period)} (so far)` : periodLabel(period)}
    </option>
  );

  return (
    <div className="grid max-w-xs gap-2">
      <Label htmlFor={id}>Period</Label>
      <Select
        id={id}
        value={valueOf(value)}
        onChange={(event) => {
          const [from, to] = event.target.value.split('_') as [string, string];
          onChange({ from, to });
        }}
      >
        {!offered && <option value={valueOf(value)}>{periodLabel(value)}</option>}
        <optgroup label="Months">{months.map(option)}</optgroup>
        <optgroup label="Quarters">{quarters.map(option)}</optgroup>
      </Select>
    </div>
  );
}
