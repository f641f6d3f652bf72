import { z } from '../zod';
import { MOTHER_TONGUES } from './mother-tongue-names';

export { MOTHER_TONGUES } from './mother-tongue-names';

export type MotherTongue = (typeof MOTHER_TONGUES)[number];
export const motherTongueSchema = z.enum(MOTHER_TONGUES);
