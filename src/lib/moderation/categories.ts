/** The spec's moderation categories (creator-admin side), grouped as the report dialog shows them. */
export const MODERATION_CATEGORY_GROUPS = {
  content: ["inappropriate_language", "harassment", "hate_speech", "violence", "nudity", "sexual_content", "child_safety", "self_harm"],
  authenticity: ["spam", "fake_review", "impersonation", "misleading_content", "copyright_violation"],
  community: ["bullying", "threats", "privacy_violation", "off_platform_behavior"],
} as const;

export type ModerationCategory = (typeof MODERATION_CATEGORY_GROUPS)[keyof typeof MODERATION_CATEGORY_GROUPS][number];
export const MODERATION_CATEGORIES = Object.values(MODERATION_CATEGORY_GROUPS).flat() as ModerationCategory[];

/** What can be reported: a post, a comment, a review, a creator's profile, a delivered video's share page. */
export const REPORT_SUBJECTS = ["post", "comment", "review", "creator", "sharedVideo"] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];

export const SEVERITIES = ["low", "medium", "high", "critical"] as const;
export type Severity = (typeof SEVERITIES)[number];

/** The severity each category carries alone; the rest are low. */
const CATEGORY_SEVERITY: Partial<Record<ModerationCategory, Severity>> = {
  child_safety: "critical",
  self_harm: "high",
  threats: "high",
  violence: "high",
  hate_speech: "high",
  sexual_content: "high",
  nudity: "medium",
  harassment: "medium",
  bullying: "medium",
  impersonation: "medium",
  privacy_violation: "medium",
  copyright_violation: "medium",
};

/** Reports on one item from this many people raise its severity one step (never past high by count alone). */
const REPORTS_RAISING_SEVERITY = 3;

/**
 * An item's severity: the gravest category among its open reports, one step higher once
 * REPORTS_RAISING_SEVERITY or more people reported it (count alone never makes an item critical).
 */
export function severityOf(categories: readonly ModerationCategory[], reportCount: number): Severity {
  const rank = Math.max(0, ...categories.map((category) => SEVERITIES.indexOf(CATEGORY_SEVERITY[category] ?? "low")));
  const raised = reportCount >= REPORTS_RAISING_SEVERITY && rank < SEVERITIES.indexOf("high") ? rank + 1 : rank;
  return SEVERITIES[raised]!;
}

/** Quick actions offer Escalate only for these; the review dialog offers it on any item. */
export const ESCALATABLE: readonly Severity[] = ["high", "critical"];

export const REPORT_LIMITS = {
  /** The optional note's length. */
  noteMax: 500,
  /** Reports one account may send per hour. */
  perHour: 20,
} as const;

/** Removals of one author's content from which the queue offers to suspend them (repeated violations). */
export const REPEATED_VIOLATIONS = 2;

/** Whether an item's author has repeated violations: earlier removals plus this item's, if it was removed. */
export function hasRepeatedViolations(item: { violationHistory: number; status: string }): boolean {
  return item.violationHistory + (item.status === "rejected" ? 1 : 0) >= REPEATED_VIOLATIONS;
}
