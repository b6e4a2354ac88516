// Owns the members table: one row per member with their name, email, role (changed in place), status, second factor
// and when last seen, and their actions; a stacked card per member where the table would not fit.
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@shop/contract/permissions';
import type { StaffMember } from '@shop/contract/staff';
import { MonitorSmartphoneIcon, PauseIcon, PlayIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Select } from '#web/components/ui/select.tsx';
import {
  lastSeenText,
  memberNameText,
  STATUS_BADGES,
  STATUS_LABELS,
} from '#web/features/admin-staff/components/staff-words.ts';
import { cn } from '#web/lib/class-names.ts';

export type StaffTableProps = {
  members: StaffMember[];
  /** The member whose change is being sent: their controls wait. */
  busy: string | null;
  onChangeRole: (member: StaffMember, role: StaffRole) => void;
  onToggleSuspended: (member: StaffMember) => void;
  onShowSessions: (member: StaffMember) => void;
  onRemove: (member: StaffMember) => void;
};

/* As the coupons table: below 56rem of room rows become labelled cards; the header row stays for screen readers. */
function CardLabel({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden className="shrink-0 whitespace-nowrap text-muted-foreground @4xl:hidden">
      {children}
    </span>
  );
}

const headerCell = 'px-4 py-3 text-left font-medium whitespace-nowrap text-muted-foreground';
const cell =
  'px-4 py-3 align-top @max-4xl:flex @max-4xl:items-center @max-4xl:justify-between @max-4xl:gap-4 @max-4xl:p-0';

export function StaffTable({
  members,
  busy,
  onChangeRole,
  onToggleSuspended,
  onShowSessions,
  onRemove,
}: StaffTableProps) {
  return (
    <div className="@container">
      <div className="@4xl:overflow-x-auto @4xl:rounded-lg @4xl:border @4xl:border-border @4xl:bg-background">
        <table role="table" className="w-full text-sm @max-4xl:block">
          <caption className="sr-only">Staff members</caption>
          <thead role="rowgroup" className="border-b border-border bg-muted/50 @max-4xl:sr-only">
            <tr role="row">
              {['Email', 'Name', 'Role', 'Status', 'Two-factor', 'Last seen'].map((name) => (
                <th key={name} role="columnheader" scope="col" className={headerCell}>
                  {name}
                </th>
              ))}
              <th role="columnheader" scope="col" className={headerCell}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody
            role="rowgroup"
            className="divide-y divide-border @max-4xl:grid @max-4xl:gap-3 @max-4xl:divide-y-0 @xl:grid-cols-2"
          >
            {members.map((member) => {
              const waiting = busy === member._id;
              return (
                <tr
                  role="row"
                  key={member._id}
                  aria-busy={waiting || undefined}
                  className="@max-4xl:grid @max-4xl:content-start @max-4xl:gap-2.5 @max-4xl:rounded-lg @max-4xl:border @max-4xl:border-border @max-4xl:bg-background @max-4xl:p-4 @max-4xl:shadow-sm"
                >
                  <th role="rowheader" scope="row" className={cn(cell, 'text-left font-medium')}>
                    <CardLabel>Email</CardLabel>
                    <span className="wrap-anywhere">{member.email}</span>
                  </th>
                  <td role="cell" className={cell}>
                    <CardLabel>Name</CardLabel>
                    <span className={cn(!member.name && 'text-muted-foreground')}>{memberNameText(member)}</span>
                  </td>
                  <td role="cell" className={cn(cell, '@4xl:min-w-36')}>
                    <CardLabel>Role</CardLabel>
                    <Select
                      aria-label={`Role of ${member.email}`}
                      className="@max-4xl:max-w-44"
                      value={member.role}
                      disabled={waiting}
                      onChange={(event) => onChangeRole(member, event.target.value as StaffRole)}
                    >
                      {STAFF_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {STAFF_ROLE_LABELS[role]}
                        </option>
                      ))}
                    </Select>
                  </td>
                  <td role="cell" className={cell}>
                    <CardLabel>Status</CardLabel>
                    <Badge variant={STATUS_BADGES[member.status]}>{STATUS_LABELS[member.status]}</Badge>
                  </td>
                  <td role="cell" className={cell}>
                    <CardLabel>Two-factor</CardLabel>
                    <span>{member.two_factor ? 'Yes' : 'No'}</span>
                  </td>
                  <td role="cell" className={cn(cell, 'whitespace-nowrap')}>
                    <CardLabel>Last seen</CardLabel>
                    <span>{lastSeenText(member.last_seen_at)}</span>
                  </td>
                  <td role="cell" className={cn(cell, '@max-4xl:pt-1')}>
                    <div className="flex flex-wrap gap-2 @max-4xl:w-full @max-4xl:[&>*]:flex-1 @4xl:justify-end">
                      {member.status !== 'invited' && (
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`${member.status === 'suspended' ? 'Reactivate' : 'Suspend'} ${member.email}`}
                          disabled={waiting}
                          onClick={() => onToggleSuspended(member)}
                        >
                          {member.status === 'suspended' ? <PlayIcon aria-hidden /> : <PauseIcon aria-hidden />}
                          {member.status === 'suspended' ? 'Reactivate' : 'Suspend'}
                        </Button>
                      )}
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Sessions of ${member.email}`}
                        onClick={() => onShowSessions(member)}
                      >
                        <MonitorSmartphoneIcon aria-hidden />
                        Sessions
                      </Button>
                      <Button
                        variant="destructive"
                        size="sm"
                        aria-label={`Remove ${member.email}`}
                        disabled={waiting}
                        onClick={() => onRemove(member)}
                      >
                        <Trash2Icon aria-hidden />
                        Remove
                      </Button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
