import { zMultiplier } from '../../../../shared/assessments';
import type { TScoreImport } from '../../../../shared/assessments';
import type { TParsedGradebook } from '../../../../shared/gradebook';
import { sharedText } from '../../../../shared/texts';

/** What the teacher chose for one assignment column: import it or not, and its multiplier. */
export type TAssignmentChoice = { include: boolean; multiplier: string };
export type TAssignmentChoices = Record<string, TAssignmentChoice>;

/** Every column starts chosen, with multiplier 1. */
export function choiceFor(choices: TAssignmentChoices, title: string): TAssignmentChoice {
  return choices[title] ?? { include: true, multiplier: '1' };
}

export function multiplierError(text: string): string | null {
  if (text.trim() === '') return sharedText.t('required');
  const value = Number(text);
  if (!Number.isFinite(value)) return sharedText.t('numbersOnly');
  const checked = zMultiplier().safeParse(value);
  return checked.success ? null : (checked.error.issues[0]?.message ?? sharedText.t('numbersOnly'));
}

export function chosenCount(gradebook: TParsedGradebook, choices: TAssignmentChoices): number {
  return gradebook.assignments.filter((a) => choiceFor(choices, a.title).include).length;
}

export function hasMultiplierErrors(gradebook: TParsedGradebook, choices: TAssignmentChoices): boolean {
  return gradebook.assignments.some((a) => {
    const choice = choiceFor(choices, a.title);
    return choice.include && multiplierError(choice.multiplier) !== null;
  });
}

/** The body of POST /api/scores/import (P12a) for the chosen columns. */
export function buildImport(courseId: string, gradebook: TParsedGradebook, choices: TAssignmentChoices): TScoreImport {
  return {
    courseId,
    tasks: gradebook.assignments
      .filter((a) => choiceFor(choices, a.title).include)
      .map((a) => ({
        title: a.title,
        totalPoints: a.totalPoints,
        multiplier: Number(choiceFor(choices, a.title).multiplier),
        scores: a.scores,
      })),
  };
}

/** CSV or plain text only (seed 001 section 5); browsers report CSV under several types. */
export function isAcceptedFile(file: File): boolean {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv') || name.endsWith('.txt')) return true;
  return ['text/csv', 'text/plain', 'application/csv', 'text/comma-separated-values'].includes(file.type);
}
