import { REQUEST_LIMITS } from "./rules";

/** What the score reads of a request being written. */
export interface ScoredFields {
  occasion: string;
  recipientName: string;
  fromName: string;
  relationship: string;
  instructions: string;
  specialDetails: string;
}

export type QualityLabel = "excellent" | "great" | "good" | "fair" | "needsWork";
export type QualityColour = "green" | "yellow" | "red";
type QualityHint = "perfect" | "optimized" | "goodJob" | "addDetails";
/** Rule-based suggestions, shown as tips (never as AI). */
type QualityTip = "addSpecialDetails" | "addRelationship" | "longerInstructions";

export interface Quality {
  score: number;
  label: QualityLabel;
  colour: QualityColour;
  hint: QualityHint;
  /** Warnings: accepted, but the video would be better with more (spec §5). */
  warnings: QualityTip[];
  /** Suggestions: optional fields worth filling. */
  suggestions: QualityTip[];
}

const clamp = (n: number) => Math.max(0, Math.min(100, n));

/**
 * The form's quality score (spec §5): each part starts at 100 and loses points per issue, floor 0; the
 * score is the average of completeness, accuracy, engagement and optimisation.
 */
export function qualityOf(fields: ScoredFields, errorCount: number): Quality {
  const instructions = fields.instructions.trim();
  const warnings: QualityTip[] = [];
  if (instructions.length > 0 && instructions.length < REQUEST_LIMITS.instructionsRecommended) warnings.push("longerInstructions");
  const suggestions: QualityTip[] = [];
  if (!fields.specialDetails.trim()) suggestions.push("addSpecialDetails");
  if (!fields.relationship) suggestions.push("addRelationship");

  const wanted = [fields.occasion, fields.recipientName, fields.fromName, instructions, fields.relationship, fields.specialDetails];
  const completeness = clamp(100 - 15 * wanted.filter((value) => !value.trim()).length);
  const accuracy = clamp(100 - 25 * errorCount);
  const engagement = instructions.length >= 150 ? 100 : instructions.length >= 80 ? 85 : instructions.length >= 20 ? 70 : 40;
  const optimization = clamp(100 - 20 * warnings.length - 5 * suggestions.length);
  const score = Math.round((completeness + accuracy + engagement + optimization) / 4);

  const hint: QualityHint =
    errorCount === 0 && warnings.length === 0 ? "perfect" : score >= 90 ? "optimized" : score >= 70 ? "goodJob" : "addDetails";
  return { score, ...qualityBand(score), hint, warnings, suggestions };
}

/** Labels 90+ Excellent, 80+ Great, 70+ Good, 60+ Fair, else Needs Work; green at 90+, yellow at 70+, else red. */
export function qualityBand(score: number): { label: QualityLabel; colour: QualityColour } {
  const label: QualityLabel = score >= 90 ? "excellent" : score >= 80 ? "great" : score >= 70 ? "good" : score >= 60 ? "fair" : "needsWork";
  return { label, colour: score >= 90 ? "green" : score >= 70 ? "yellow" : "red" };
}
