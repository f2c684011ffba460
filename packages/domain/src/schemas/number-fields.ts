// Numbers typed into forms arrive as text or numbers; blank means "not given" and becomes null.
import { z } from 'zod';

interface OptionalNumberRule {
  message: string;
  /** What a typed value must look like before it is read as a number (rejects '1e1', '0x5', ' '). */
  textPattern: RegExp;
  accept: (value: number) => boolean;
}

function optionalNumber({ message, textPattern, accept }: OptionalNumberRule) {
  return z
    .union([z.number(), z.string()], { error: message })
    .nullish()
    .transform((value, ctx): number | null => {
      if (value === null || value === undefined) return null;
      let number: number;
      if (typeof value === 'number') {
        number = value;
      } else {
        const text = value.trim();
        if (text === '') return null;
        number = textPattern.test(text) ? Number(text) : Number.NaN;
      }
      if (Number.isFinite(number) && accept(number)) return number;
      ctx.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    });
}

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

export function optionalDecimalField(message: string, min: number, max: number) {
  return optionalNumber({
    message,
    textPattern: /^\d+(\.\d{1,2})?$/,
    accept: (value) => value >= min && value <= max && hasAtMostTwoDecimals(value),
  });
}

export function optionalIntegerField(message: string, min: number, max: number) {
  return optionalNumber({
    message,
    textPattern: /^\d+$/,
    accept: (value) => Number.isInteger(value) && value >= min && value <= max,
  });
}
