/**
 * The plain shapes a cancellation policy is evaluated on. Client-safe: no imports, so the
 * evaluator, the presets and the editor can share them.
 */
export type ConditionField = 'hours_before_session' | 'sessions_completed' | 'sessions_remaining' | 'reschedule_count';
export type ConditionOperator = 'lt' | 'lte' | 'gt' | 'gte' | 'eq';
/** The spec's five, and `makeup_credit` (issue 35, decision 0155): under monthly tuition, a make-up credit. */
export type RuleAction = 'full_refund' | 'partial_penalty' | 'forfeit' | 'block' | 'allow_free' | 'makeup_credit';
export type NoShowPolicyAction = 'forfeit' | 'partial_penalty';

/** `<field> <operator> <value>`: "hours_before_session lt 24". */
export type RuleCondition = { field: ConditionField; operator: ConditionOperator; value: number };

/**
 * The spec's rule: "a condition, an action and an optional description". Stored as three flat
 * columns (`conditionField`, `conditionOperator`, `conditionValue`); one object everywhere else.
 */
export type PolicyRule = {
  condition: RuleCondition;
  action: RuleAction;
  /** Only for `partial_penalty`: the share kept, 1-100. */
  penaltyPercent: number | null;
  description: string | null;
};

export type EvaluablePolicy = {
  /** In evaluation order (position ascending). */
  rules: PolicyRule[];
  maxReschedules: number | null;
  minHoursBefore: number | null;
  noShowAction: NoShowPolicyAction;
  noShowPenaltyPercent: number | null;
  /** Days a make-up credit stays bookable (decision 0155); 60 when absent. */
  makeupValidDays?: number;
};
