// Every event is a zod-typed record with a visibility. The engine stamps `n` (position in the log)
// and `day`; handlers produce drafts without them. `GameEvent` is the union of every event type the
// engine and the rulesets define: readers narrow it with `switch (e.type)`.
import { z } from 'zod';
import type { CoreEvent } from './core-events.js';

export const VisibilitySchema = z.union([
  z.literal('public'),
  z.object({ seats: z.array(z.number().int()) }).strict(),
  z.object({ team: z.string() }).strict(),
]);
export type Visibility = z.infer<typeof VisibilitySchema>;

export const PUBLIC: Visibility = 'public';
export const NOBODY: Visibility = { seats: [] };
export const toSeats = (...seats: number[]): Visibility => ({ seats });
export const toTeam = (team: string): Visibility => ({ team });

const envelope = { n: z.number().int().nonnegative(), day: z.number().int().nonnegative(), vis: VisibilitySchema };

/** What every event carries, whatever its type. */
export interface EventEnvelope {
  n: number;
  day: number;
  type: string;
  vis: Visibility;
}

/**
 * The event types of the engine and of each ruleset, one entry per family. The engine registers its
 * own in core-events.ts; a ruleset adds its own with `declare module '…/engine/events.js'`, so the
 * engine's code never names a game while the union below still knows every event.
 */
export interface EventCatalog {
  core: CoreEvent;
}

/** Every event type there is: a discriminated union on `type`. */
export type KnownEvent = EventCatalog[keyof EventCatalog];

/** The known events, each open to unknown fields while older readers still index them by name. */
export type GameEvent = KnownEvent extends infer E ? (E extends unknown ? E & { [field: string]: unknown } : never) : never;

/** One event type of the union, by its `type`. */
export type EventOfType<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

/** An event before the engine stamps it: no `n`, no `day`. */
export type DraftOf<E> = E extends unknown ? Omit<E, 'n' | 'day'> : never;
export type EventDraft = DraftOf<KnownEvent>;

export interface EventDef<T extends string, S extends z.ZodRawShape> {
  type: T;
  schema: z.ZodObject<S & typeof envelope & { type: z.ZodLiteral<T> }>;
  /** A draft of this event, ready for the engine to stamp and append. */
  make(payload: z.infer<z.ZodObject<S>>, vis: Visibility): DraftOf<z.infer<EventDef<T, S>['schema']>>;
}

/** The event type a definition describes; over a list of definitions, the union of them. */
export type EventOf<D> = D extends EventDef<infer _T, infer _S> ? z.infer<D['schema']> : never;

export function defineEvent<T extends string, S extends z.ZodRawShape>(type: T, shape: S): EventDef<T, S> {
  const schema = z.object({ ...shape, ...envelope, type: z.literal(type) }).strict();
  return {
    type,
    schema: schema as EventDef<T, S>['schema'],
    // Not a spread: every type's make shares one call site, and a spread there of ~50 shapes takes V8's slow path.
    make: (payload, vis) => {
      const draft = Object.assign({}, payload) as Record<string, unknown>;
      draft.type = type;
      draft.vis = vis;
      return draft as DraftOf<z.infer<EventDef<T, S>['schema']>>;
    },
  };
}

export class EventRegistry {
  private readonly schemas = new Map<string, z.ZodType>();
  /** Each type's fields in its schema's order: the order a checked event has. */
  private readonly fields = new Map<string, readonly string[]>();
  add(...defs: EventDef<string, z.ZodRawShape>[]): this {
    for (const d of defs) {
      if (this.schemas.has(d.type)) throw new Error(`event type "${d.type}" defined twice`);
      this.schemas.set(d.type, d.schema);
      this.fields.set(d.type, Object.keys(d.schema.shape));
    }
    return this;
  }
  has(type: string): boolean {
    return this.schemas.has(type);
  }
  /** Validates an event; throws with the type and the first failing field. */
  check(e: unknown): GameEvent {
    const type = (e as { type?: unknown })?.type;
    const schema = typeof type === 'string' ? this.schemas.get(type) : undefined;
    if (!schema) throw new Error(`unknown event type ${JSON.stringify(type)}`);
    const r = schema.safeParse(e);
    if (!r.success) {
      const issue = r.error.issues[0];
      throw new Error(`invalid "${type}" event: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
    }
    return r.data as GameEvent;
  }
  /**
   * An event the engine's own typed code built, laid out as `check` would give it (the schema's field
   * order, so a log reads the same either way) but not checked: for games whose every answer follows
   * from the seed. Logs read back, model answers and the tests still go through `check`.
   */
  trusted(draft: Record<string, unknown>, n: number, day: number): GameEvent {
    const type = draft.type;
    const fields = typeof type === 'string' ? this.fields.get(type) : undefined;
    if (!fields) throw new Error(`unknown event type ${JSON.stringify(type)}`);
    const out: Record<string, unknown> = {};
    for (const f of fields) {
      const v = f === 'n' ? n : f === 'day' ? day : draft[f];
      if (v !== undefined) out[f] = v;
    }
    return out as GameEvent;
  }
}
