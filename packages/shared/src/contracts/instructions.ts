import { z } from 'zod';

export const INSTRUCTION_CONTENT_TYPES = Object.freeze(['video', 'txt'] as const);
export type InstructionContentType = (typeof INSTRUCTION_CONTENT_TYPES)[number];

export const instructionSchema = z
  .object({
    url: z.string(),
    description: z.string(),
    icon: z.string(),
  })
  .strict();
export type Instruction = z.infer<typeof instructionSchema>;

export const instructionGroupSchema = z
  .object({
    title: z.string(),
    instructions: z.array(instructionSchema),
  })
  .strict();
export type InstructionGroup = z.infer<typeof instructionGroupSchema>;

export const instructionContentSchema = z
  .object({
    type: z.enum(INSTRUCTION_CONTENT_TYPES),
    groups: z.array(instructionGroupSchema),
  })
  .strict();
export type InstructionContent = z.infer<typeof instructionContentSchema>;

/** One page of the knowledge base; `page` is a route path (see `normalizePage`). */
export const instructionPageSchema = z
  .object({
    page: z.string(),
    contentTypes: z.array(instructionContentSchema),
  })
  .strict();
export type InstructionPage = z.infer<typeof instructionPageSchema>;

/** Answer of POST /markets/insructions/list (the spelling is the API's). */
export const instructionsListResponseSchema = z.array(instructionPageSchema);
export type InstructionsListResponse = z.infer<typeof instructionsListResponseSchema>;
