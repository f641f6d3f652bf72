import { z } from 'zod';

/** A MongoDB ObjectId in a path, query or body; `what` names it in the message ("a profile id"). */
export const objectId = (what: string) => z.string().regex(/^[0-9a-f]{24}$/, `must be ${what}`);
