// The path parameters every project route shares.
import { z } from 'zod';

/** `{project}`: a project id as the model's catalog allows it. */
export const ProjectParamsSchema = z.object({ project: z.string().min(1).max(63) });
