// Owns showing what a form posted without JavaScript said (flash.ts): the toast's words (SPEC §8) in a bar at the top of
// the page the action sent the shopper to, read out like a toast, and gone at the next navigation.
import { useState } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import type { Flash } from '#web/app/flash.ts';
import { cn } from '#web/lib/class-names.ts';

export function FlashMessages() {
  const messages = useRouteLoaderData<{ flash?: Flash[] }>('root')?.flash ?? [];
  const { key } = useLocation();
  // The page they were left for is the first one this document shows; after a navigation in the app they are stale.
  const [firstPage] = useState(key);
  if (messages.length === 0 || key !== firstPage) return null;
  return (
    <div className="grid gap-px">
      {messages.map((message, index) => (
        <p
          key={index}
          // Failures interrupt a screen reader; confirmations wait their turn (as the toasts do).
          role={message.variant === 'destructive' ? 'alert' : 'status'}
          className={cn(
            'px-4 py-3 text-center text-sm font-semibold',
            message.variant === 'destructive'
              ? 'bg-destructive text-destructive-foreground'
              : 'bg-accent text-accent-foreground',
          )}
        >
          {message.title}
        </p>
      ))}
    </div>
  );
}
