// The building blocks of the stored documents' schemas. They are written with `zod/mini`: the web's live
// layer parses every document it shows through them, so they are part of each dashboard's first load, and
// zod's mini build keeps that cost to a few KB where the full build would add its method-chaining classes
// (measured with `npx tsx bench/bundle-size.ts`, see docs/architecture.md, "Data model").
// A field's default is the value a document missing it reads as (one written before the field existed),
// and the value a new document gets when its builder leaves the field out.
import * as z from 'zod/mini';

/**
 * Firestore's Timestamp as both SDKs hand it over (firebase-admin's and the web SDK's are different classes),
 * recognised by its methods so this package imports neither. The value passes through unchanged: code reading
 * a document keeps the SDK's own Timestamp, and a write stores what it was given.
 */
export interface TimestampLike {
  toDate(): Date;
  toMillis(): number;
}

export function isTimestampLike(value: unknown): value is TimestampLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as TimestampLike).toDate === 'function' &&
    typeof (value as TimestampLike).toMillis === 'function'
  );
}

export const timestamp = () => z.custom<TimestampLike>(isTimestampLike, 'Expected a Firestore Timestamp');

/** A time that may not have happened yet (a last login, an approval): null until it has. */
export const timeOrNull = () => z._default(z.nullable(timestamp()), null);

export const text = () => z._default(z.string(), '');

export const count = () => z._default(z.number(), 0);

export const flag = () => z._default(z.boolean(), false);

export const textList = () => z._default(z.array(z.string()), () => []);

export const numberOrNull = () => z._default(z.nullable(z.number()), null);

/** A picture URL; '' and a missing one read as none. */
export const picture = () =>
  z._default(
    z.pipe(
      z.nullable(z.string()),
      z.transform((url) => (url === '' ? null : url)),
    ),
    null,
  );

/** An object every field of which has a default: a missing one reads as all defaults. */
export function section<Shape extends z.core.$ZodLooseShape>(
  shape: Shape,
): z.ZodMiniDefault<z.ZodMiniObject<Shape, z.core.$strict>> {
  const schema = z.strictObject(shape);
  // The parse of `{}` is the section's own defaults; zod cannot prove to the compiler that it is defined.
  return z._default<typeof schema>(
    schema,
    () => z.parse(schema, {}) as z.core.util.NoUndefined<z.output<typeof schema>>,
  );
}
