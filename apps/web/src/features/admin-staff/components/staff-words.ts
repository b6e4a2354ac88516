// Owns how a member of staff reads on the Staff screen: their status's words and badge, when they were last seen, and a
// session's device in a few words.
import type { StaffMember, StaffStatus } from '@shop/contract/staff';
import type { BadgeProps } from '#web/components/ui/badge.tsx';
import { formatDateTime } from '#web/entities/order/order-time.ts';

export const STATUS_LABELS: Record<StaffStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  suspended: 'Suspended',
};

export const STATUS_BADGES: Record<StaffStatus, BadgeProps['variant']> = {
  invited: 'outline',
  active: 'success',
  suspended: 'destructive',
};

/** "5 Mar 2026, 3:30 pm" in India's time, or "Never". */
export function lastSeenText(at: string | null): string {
  return at ? formatDateTime(at) : 'Never';
}

/** The name they chose, or for an invitation not yet taken up, until when it works. */
export function memberNameText(member: StaffMember): string {
  if (member.name) return member.name;
  if (member.status === 'invited' && member.invite_expires_at) {
    return `Invitation open until ${formatDateTime(member.invite_expires_at)}`;
  }
  return 'No name yet';
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Android" from a browser's user agent; the text itself when neither is known. */
export function deviceText(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}
