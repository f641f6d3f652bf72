// The plans are defined once in the catalog (shared with the landing page's pricing cards).
export { CONTACT_UNLOCK, PLANS, type Plan, type PlanType } from '@matrimony/catalog/plans';
