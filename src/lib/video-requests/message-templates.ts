import type { Occasion } from "./rules";

/** The template groups (spec §3) and the occasions each one serves. */
const TEMPLATE_GROUPS = {
  birthday: ["birthday"],
  anniversary: ["anniversary", "wedding", "valentines"],
  graduation: ["graduation", "new_job", "promotion", "congratulations", "retirement"],
  encouragement: ["encouragement", "get_well", "motivation", "fundraiser"],
  just_because: ["just_because", "thank_you", "christmas", "mothers_day", "fathers_day", "new_home", "baby_shower", "other"],
} as const satisfies Record<string, readonly Occasion[]>;
type TemplateGroup = keyof typeof TEMPLATE_GROUPS;

export interface MessageTemplate {
  /** Its texts live in messages/*.json under booking.templates.<id> (text and variations). */
  id: string;
  group: TemplateGroup;
  /** How often fans start from it, in percent. */
  popularity: number;
  tone: "heartfelt" | "funny" | "inspiring";
  length: "short" | "medium";
  /** How many alternative wordings it has besides its main text (booking.templates.<id>.variations.<n>). */
  variations: number;
}

export const MESSAGE_TEMPLATES: readonly MessageTemplate[] = [
  { id: "birthdayWarm", group: "birthday", popularity: 86, tone: "heartfelt", length: "medium", variations: 2 },
  { id: "birthdayFun", group: "birthday", popularity: 71, tone: "funny", length: "short", variations: 1 },
  { id: "anniversaryLove", group: "anniversary", popularity: 79, tone: "heartfelt", length: "medium", variations: 1 },
  { id: "graduationProud", group: "graduation", popularity: 75, tone: "inspiring", length: "medium", variations: 1 },
  { id: "encouragementStrong", group: "encouragement", popularity: 68, tone: "inspiring", length: "medium", variations: 1 },
  { id: "justBecauseThanks", group: "just_because", popularity: 64, tone: "heartfelt", length: "short", variations: 1 },
];

/** The templates offered for an occasion, most popular first. */
export function templatesFor(occasion: Occasion | ""): MessageTemplate[] {
  if (!occasion) return [];
  const group = (Object.keys(TEMPLATE_GROUPS) as TemplateGroup[]).find((g) => (TEMPLATE_GROUPS[g] as readonly string[]).includes(occasion));
  return MESSAGE_TEMPLATES.filter((t) => t.group === group).sort((a, b) => b.popularity - a.popularity);
}

/** The bracket tokens a template's text may hold, and the draft field each is filled from. */
const TEMPLATE_TOKENS = { "[Name]": "recipientName", "[From]": "fromName", "[Age]": "age", "[Years]": "anniversaryYears" } as const;

/** A template's text with its tokens filled from the draft; a token with no value yet stays in brackets for the fan to fill. */
export function fillTemplate(text: string, values: { recipientName: string; fromName: string; age: string; anniversaryYears: string }): string {
  return text.replace(/\[(Name|From|Age|Years)\]/g, (token) => {
    const value = values[TEMPLATE_TOKENS[token as keyof typeof TEMPLATE_TOKENS]].trim();
    return value || token;
  });
}
