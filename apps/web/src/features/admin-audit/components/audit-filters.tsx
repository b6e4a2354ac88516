// Owns what narrows the audit trail: the kind of record, the staff member's email, and the days; each change is
// written to the address by the page.
import { AUDIT_ENTITIES, AUDIT_ENTITY_LABELS } from '@shop/contract/audit';
import { SearchForm } from '#web/components/admin/search-form.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import type { AuditFilter } from '#web/entities/audit/audit-api.ts';
import type { AuditFilterField } from '#web/features/admin-audit/hooks/use-audit-filter.ts';

export type AuditFiltersProps = {
  filter: AuditFilter;
  narrowed: boolean;
  onChange: (change: Partial<Record<AuditFilterField, string>>) => void;
  onClear: () => void;
};

export function AuditFilters({ filter, narrowed, onChange, onClear }: AuditFiltersProps) {
  return (
    <div className="grid gap-4">
      <SearchForm
        label="Staff member’s email"
        placeholder="ravi@example.in"
        hint="Only what this member did."
        value={filter.actor ?? ''}
        onSearch={(actor) => onChange({ actor })}
      />
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="sr-only">Filter the audit trail</legend>
        <FormField label="Kind of record">
          {(control) => (
            <Select
              {...control}
              value={filter.entity ?? ''}
              onChange={(event) => onChange({ entity: event.target.value })}
            >
              <option value="">Any</option>
              {AUDIT_ENTITIES.map((entity) => (
                <option key={entity} value={entity}>
                  {AUDIT_ENTITY_LABELS[entity]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="From">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={filter.from ?? ''}
              max={filter.to}
              onChange={(event) => onChange({ from: event.target.value })}
            />
          )}
        </FormField>
        <FormField label="To">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={filter.to ?? ''}
              min={filter.from}
              onChange={(event) => onChange({ to: event.target.value })}
            />
          )}
        </FormField>
      </fieldset>
      {narrowed && (
        <Button variant="outline" className="w-full sm:w-fit" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
