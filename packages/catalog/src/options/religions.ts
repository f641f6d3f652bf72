import { z } from '../zod';
import { RELIGIONS } from './religion-names';

export { RELIGIONS } from './religion-names';

export type Religion = (typeof RELIGIONS)[number];
export const religionSchema = z.enum(RELIGIONS);

export const OTHERS_NOT_LISTED = 'Others / Not Listed';
export const PREFER_NOT_TO_SAY = 'Prefer not to say';
/** The single caste of a religion without its own caste list. */
export const NOT_APPLICABLE = 'Not Applicable';
