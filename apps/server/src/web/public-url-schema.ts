// HOSPES_PUBLIC_URL as the configuration reads it (config.ts).
import { z } from 'zod';

/** An origin with an optional path prefix, no query or fragment, no trailing slash. */
export const publicUrl = z
  .url({ protocol: /^https?$/, error: 'Expected an http:// or https:// URL' })
  .refine((v) => !/[?#]/.test(v), { message: 'Expected a URL without query or fragment' })
  .transform((v) => v.replace(/\/+$/, ''));
