// Owns the dashboard's range switch: Today, Last 7 days, Last 30 days, as one radio group (arrow keys move and choose).
import { DASHBOARD_RANGE_LABELS, DASHBOARD_RANGES, type DashboardRange } from '@shop/contract/dashboard';
import { ChoiceGroup, ChoiceItem } from '#web/components/ui/choice-group.tsx';

export function RangeSwitch({ value, onChange }: { value: DashboardRange; onChange: (range: DashboardRange) => void }) {
  return (
    <ChoiceGroup
      aria-label="Range"
      value={value}
      values={DASHBOARD_RANGES}
      onValueChange={(next) => onChange(next as DashboardRange)}
    >
      {DASHBOARD_RANGES.map((range) => (
        <ChoiceItem key={range} value={range}>
          {DASHBOARD_RANGE_LABELS[range]}
        </ChoiceItem>
      ))}
    </ChoiceGroup>
  );
}
