import { z } from 'zod';

// Anything in braces other than {target} would reach the table verbatim, so reject it.
const ONLY_TARGET_PLACEHOLDER = (s: string): boolean => !/[{}]/.test(s.replaceAll('{target}', ''));

const template = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .refine(ONLY_TARGET_PLACEHOLDER, { message: 'only the {target} placeholder is allowed' });

const accuseTemplate = template.refine((s) => s.includes('{target}'), {
  message: 'an accuse template must contain {target}',
});

const text = z.string().trim().min(1);
const unit = z.number().min(0).max(1);

export const PersonaSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, 'must be lowercase kebab-case, e.g. "mira" or "old-tom"'),
    identity: z
      .object({
        // Players type the name at the table ("vote Mira"), so one short plain word.
        name: z.string().min(2).max(12).regex(/^[A-Z][A-Za-z]+$/, 'must be a single first name of letters, capitalised'),
        background: text,
        core_traits: z.array(text).min(1).max(6),
      })
      .strict(),
    voice: z
      .object({
        speech_style: text,
        reasoning_style: text,
        accusation_style: text,
        defense_style: text,
        trust_disposition: text,
        risk_tolerance: z.enum(['low', 'medium', 'high']),
        signature_phrases: z.array(text.max(80)).min(2).max(8),
        quirks: z.array(text).min(1).max(6),
      })
      .strict(),
    role_guidance: z
      .object({
        village: text,
        werewolf: text,
        seer: text.optional(),
        witch: text.optional(),
        guard: text.optional(),
        hunter: text.optional(),
        town: text,
        mafia: text,
        detective: text.optional(),
        doctor: text.optional(),
      })
      .strict(),
    bot: z
      .object({
        personality: z.enum(['aggressive', 'cautious', 'analytical', 'social']),
        lie_frequency: unit, // chance of a fake role claim when on the evil side
        suspicion_threshold: unit, // certainty needed before accusing or revealing a power role
      })
      .strict(),
    phrases: z
      .object({
        accuse: z.array(accuseTemplate).min(2),
        defend: z.array(template).min(2),
        agree: z.array(template).min(2),
        unsure: z.array(template).min(2),
      })
      .strict(),
  })
  .strict();

export type Persona = z.infer<typeof PersonaSchema>;
export type PhraseKind = keyof Persona['phrases'];
