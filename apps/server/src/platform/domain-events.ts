// Owns the few things one module tells others happened, in this process, after its transaction committed: modules
// never import each other, and the app layer (app.ts) says who listens. Anything a lost notice would leave undone is
// also picked up by a sweep, so a notice is a prompt, never the only way.
import { EventEmitter } from 'node:events';

export type DomainEvents = {
  /** A refund was written (pending): its provider can be asked now. */
  refundOpened: [refundId: string];
};

export type DomainEventBus = EventEmitter<DomainEvents>;

export function createDomainEvents(): DomainEventBus {
  return new EventEmitter<DomainEvents>();
}
