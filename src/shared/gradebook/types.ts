import type { gradebookText } from './texts';

/** The shapes every gradebook format produces (P24); `index.ts` re-exports them. */

export const GRADEBOOK_FORMATS = ['ccsd', 'evergreen', 'lehi', 'canvas', 'generic'] as const;
export type TGradebookFormat = (typeof GRADEBOOK_FORMATS)[number];

/**
 * What the import dialog calls each format (the district, and the system its teachers export from):
 * its message in the gradebook catalogue, read where it is shown, in the reader's language (P51).
 */
export const GRADEBOOK_FORMAT_LABEL_KEY = {
  ccsd: 'formatCcsd',
  evergreen: 'formatEvergreen',
  lehi: 'formatLehi',
  canvas: 'formatCanvas',
  generic: 'formatGeneric',
} as const satisfies Record<TGradebookFormat, keyof typeof gradebookText.messages>;

export interface TParsedAssignment {
  title: string;
  totalPoints: number;
  /** One score per student (usernames are unique within an assignment). */
  scores: { username: string; value: number }[];
}

export interface TParsedGradebook {
  format: TGradebookFormat;
  students: { username: string; firstName?: string; lastName?: string }[];
  assignments: TParsedAssignment[];
  /** Things a teacher should know before importing: rows skipped, titles shortened, guessed points. */
  warnings: string[];
}

export type TGradebookParse = { ok: true; gradebook: TParsedGradebook } | { ok: false; error: string };

/**
 * What a format reader hands to the shared builder: the file cut into student rows and assignment
 * columns, with every cell still raw text. The builder applies the rules common to all formats
 * (student numbers, score cells, titles, points possible) so they read the same everywhere.
 */
export interface TGradebookTable {
  format: TGradebookFormat;
  /** The header of the student-number column, named in messages ("in the 'SIS User ID' column"). */
  usernameColumn: string;
  columns: TTableColumn[];
  rows: TTableRow[];
  warnings: string[];
}

export interface TTableColumn {
  header: string;
  /** Raw points-possible text; undefined when the format has none for this column. */
  pointsPossible: string | undefined;
}

export interface TTableRow {
  /** 1-based row of the file, as a spreadsheet shows it. */
  line: number;
  rawUsername: string;
  firstName?: string;
  lastName?: string;
  /** One raw cell per column of `TGradebookTable.columns`, in the same order. */
  cells: string[];
}

export type TTableRead = { ok: true; table: TGradebookTable } | { ok: false; error: string };
