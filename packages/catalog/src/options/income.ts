import { z } from '../zod';

export const ANNUAL_INCOMES = [
  '₹0-2 Lakhs',
  '₹2-5 Lakhs',
  '₹5-10 Lakhs',
  '₹10-20 Lakhs',
  '₹20-50 Lakhs',
  '₹50 Lakhs-1 Crore',
  'Above ₹1 Crore'
] as const;
export type AnnualIncome = (typeof ANNUAL_INCOMES)[number];
export const annualIncomeSchema = z.enum(ANNUAL_INCOMES);
