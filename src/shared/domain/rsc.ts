/**
 * ODF Results System Codes: 34 characters, upper case, '-' pads
 * on the right: discipline 3 + gender 1 + event 18 + phase 4 + unit 8.
 * The first 22 characters identify the event, the first 26 the phase.
 */
export const RSC_LENGTH = 34;
export const EVENT_CODE_LENGTH = 22;
export const PHASE_CODE_LENGTH = 26;

export interface RscParts {
  discipline: string;
  gender: string;
  event: string;
  phase: string;
  unit: string;
}

const pad = (value: string, length: number) => value.toUpperCase().padEnd(length, '-').slice(0, length);

export function buildRsc(parts: Partial<RscParts> & { discipline: string }): string {
  return (
    pad(parts.discipline, 3) +
    pad(parts.gender ?? '', 1) +
    pad(parts.event ?? '', 18) +
    pad(parts.phase ?? '', 4) +
    pad(parts.unit ?? '', 8)
  );
}

export function isRsc(code: string): boolean {
  return /^[A-Z0-9-]{34}$/.test(code);
}

export function parseRsc(code: string): RscParts | undefined {
  if (!isRsc(code)) return undefined;
  const trim = (s: string) => s.replace(/-+$/, '');
  return {
    discipline: code.slice(0, 3),
    gender: trim(code.slice(3, 4)),
    event: trim(code.slice(4, 22)),
    phase: trim(code.slice(22, 26)),
    unit: trim(code.slice(26, 34)),
  };
}

export const eventCodeOf = (rsc: string) => rsc.slice(0, EVENT_CODE_LENGTH);
export const phaseCodeOf = (rsc: string) => rsc.slice(0, PHASE_CODE_LENGTH);
