import { Query } from 'mingo';
import { keyOf } from './keys';

/**
 * The documents a partial index holds (those its `partialFilterExpression` selects), by _id key. A query whose
 * filter states the expression's conditions as they are written can only match these, as MongoDB's planner
 * uses the partial index then: an outbox's `{'pendingEvents.id': {$exists: true}}` finds the few documents
 * with pending events instead of testing the whole collection every second.
 */
export class PartialMembers {
  private readonly ids = new Set<string>();
  private readonly test: Query;
  private readonly conditions: [string, string][];

  constructor(readonly expression: Record<string, unknown>) {
    this.test = new Query(expression);
    this.conditions = Object.entries(expression).map(([field, condition]) => [field, keyOf(condition)]);
  }

  /** True when `filter` contains every condition of the expression, written the same way. */
  impliedBy(filter: Record<string, unknown>): boolean {
    return this.conditions.every(
      ([field, condition]) => field in filter && keyOf(filter[field]) === condition
    );
  }

  get members(): string[] {
    return [...this.ids];
  }

  add(doc: Record<string, unknown>, id: string): void {
    if (this.test.test(doc)) this.ids.add(id);
  }

  remove(id: string): void {
    this.ids.delete(id);
  }
}
