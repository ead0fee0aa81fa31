/** The report's size bounds: per text, per cassette, per report. Pure. */
export const CAPS = {
  /** a tool input or result, an assistant text */
  text: 2000,
  /** a passing cassette's texts: shorter, it is rarely read */
  passingText: 400,
  /** steps per cassette timeline */
  steps: 200,
  /** steps per passing cassette */
  passingSteps: 60,
  /** cassettes with a full detail (the rest keep their row and assertions) */
  detailed: 2000,
} as const;

export function cap(text: string | undefined, max: number): string | undefined {
  if (text === undefined) return undefined;
  return text.length > max ? `${text.slice(0, max)}… [${text.length - max} more characters]` : text;
}
