import { z } from 'zod';

/** How a seat is spoken of: "she is", "he is", "they are". */
export const PRONOUNS = ['she', 'he', 'they'] as const;
export type Pronoun = (typeof PRONOUNS)[number];

/**
 * Slots that say the {target} seat's pronoun, in the form "they" takes ({they} {them} {their} {theirs}
 * {themselves}), and "they" with a verb said as the seat's pronoun agrees ({they_are}: "she is", {they_seem}: "he seems").
 */
export const PRONOUN_SLOT = /^(?:they(?:_[a-z]+)?|them|their|theirs|themselves)$/;

// Anything in braces other than {target} (and its pronouns) would reach the table verbatim, so reject it.
// The pronoun slots say the {target} seat's pronoun: only in a line that names it.
const ONLY_TARGET_PLACEHOLDER = (s: string): boolean =>
  !/[{}]/.test(s.replace(/\{(\w+)\}/g, (m, name: string) => (name === 'target' || (PRONOUN_SLOT.test(name) && s.includes('{target}')) ? '' : m)));

const template = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .refine(ONLY_TARGET_PLACEHOLDER, { message: 'only the {target} placeholder (and, in a line with {target}, its pronouns: {they}, {them}, {their}, {they_are}…) is allowed' });

const accuseTemplate = template.refine((s) => s.includes('{target}'), {
  message: 'an accuse template must contain {target}',
});

// Speech-bank lines: each kind has its own slots, filled by the speech grammar from the bot's plan.
const SLOT = /\{(\w+)\}/g;
const slotList = (names: readonly string[]) => names.map((n) => `{${n}}`).join(', ');

function slotted(slots: readonly string[]) {
  return z
    .string()
    .trim()
    .min(1)
    .max(200)
    .refine((s) => !/[{}]/.test(s.replace(SLOT, (m, name: string) => (slots.includes(name) || (slots.includes('target') && PRONOUN_SLOT.test(name)) ? '' : m))), {
      message: slots.length
        ? `only the ${slotList(slots)} ${slots.length === 1 ? 'placeholder is' : 'placeholders are'}${slots.includes('target') ? " (and the target's pronouns: {they}, {them}, {their}, {they_are}…)" : ''} allowed`
        : 'no placeholders are allowed here',
    })
    .refine((s) => slots.every((n) => s.includes(`{${n}}`)), { message: `must contain ${slotList(slots)}` });
}

const lines = (slots: readonly string[], min: number, max: number) => z.array(slotted(slots)).min(min).max(max);

// A lead-in the grammar puts before a sentence of its own ("Now then,"), so it must lead into one.
const opener = z
  .string()
  .trim()
  .min(2)
  .max(40)
  .regex(/^[^{}]*[,:—]$/, 'must end with a comma, a colon or a dash, to lead into a sentence');

// Words that join a conclusion to its reason: "…, seeing as Seat 4 voted…".
const joiner = z
  .string()
  .trim()
  .regex(/^[a-z][a-z' ]*[a-z]$/, 'must be lower-case words that lead into a reason, e.g. "because" or "seeing as"');

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
        /**
         * How the bots speak of this persona's seat ("I checked Ada, and she is a werewolf"): as its own text does.
         * "they" when absent; a seat that is not a persona's (the person's, a model's under another name) is always "they".
         */
        pronouns: z
          .enum(PRONOUNS, { error: (issue) => `must be one of ${PRONOUNS.map((p) => `"${p}"`).join(', ')}, not ${JSON.stringify(issue.input)}` })
          .default('they'),
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
    /** The speech grammar's banks in this persona's voice; slots are filled from what happened. */
    speech: z
      .object({
        openers: z.array(opener).min(3).max(8),
        /** Sentences of pure colour: they assert nothing about the game. */
        asides: lines([], 3, 8),
        because: z.array(joiner).min(2).max(6),
        /** Frames for a cited fact: "{evidence}, and I haven't forgotten it." */
        reasons: lines(['evidence'], 3, 8),
        vote: lines(['target'], 3, 8),
        change_mind: lines(['target'], 2, 6),
        claim: lines(['role'], 2, 6),
        report: lines(['target', 'result'], 2, 6),
        believe: lines(['target', 'role'], 2, 6),
        doubt: lines(['target', 'role'], 2, 6),
        campaign: z
          .object({ lead: lines([], 2, 4), information: lines([], 2, 4), experience: lines([], 2, 4), trust_me: lines([], 2, 4) })
          .strict(),
        farewell: lines([], 3, 6),
        team: z
          .object({
            propose: lines(['target'], 2, 4),
            agree: lines(['target'], 2, 4),
            object: lines(['target', 'instead'], 2, 4),
            lie_low: lines([], 2, 4),
          })
          .strict(),
      })
      .strict(),
  })
  .strict();

export type Persona = z.infer<typeof PersonaSchema>;
export type PhraseKind = keyof Persona['phrases'];
export type SpeechBanks = Persona['speech'];
