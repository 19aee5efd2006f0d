import { z } from 'zod';
import { LANGUAGES } from './language-codes.ts';

/** Schema of a model language code (re-exported by languages.ts). */
export const LangSchema = z.enum(LANGUAGES);
