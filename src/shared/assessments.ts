import * as zod from 'zod';
import { ZStudentSummary } from './courses';
import { LIMITS, says } from './messages';
import { zRequiredText } from './user';
import { sharedLedgerText } from './ledger-texts/texts';
import { sharedText } from './texts';

/** Points a task is out of: a non-negative number (0 is allowed and counts as 1 for percents). */
export const zTotalPoints = () =>
  zod
    .number(says(() => sharedText.t('numbersOnly')))
    .min(
      0,
      says(() => sharedText.t('notNegative')),
    )
    .max(
      100_000,
      says(() => sharedText.t('atMost', { max: 100_000 })),
    );
export const zMultiplier = () =>
  zod
    .number(says(() => sharedText.t('numbersOnly')))
    .min(
      0,
      says(() => sharedText.t('notNegative')),
    )
    .max(
      100,
      says(() => sharedText.t('atMost', { max: 100 })),
    );
export const zScoreValue = () =>
  zod
    .number(says(() => sharedText.t('numbersOnly')))
    .min(
      0,
      says(() => sharedText.t('notNegative')),
    )
    .max(
      100_000,
      says(() => sharedText.t('atMost', { max: 100_000 })),
    );

export const ZTask = zod.object({
  _id: zod.string(),
  slug: zod.string(),
  title: zod.string(),
  totalPoints: zod.number(),
  multiplier: zod.number(),
  courseId: zod.string(),
  createdAt: zod.string(),
  scoreCount: zod.number(),
});
export type TTask = zod.infer<typeof ZTask>;

/** One score as the teacher corrects it: the value typed in and the points it is worth. */
export const ZScoreView = zod.object({ _id: zod.string(), value: zod.number(), points: zod.number() });

/** `GET /api/scores/task`: an assignment with every score and whose it is. */
export const ZTaskScores = zod.object({
  task: ZTask,
  scores: zod.array(ZScoreView.extend({ student: ZStudentSummary })),
});
export type TTaskScores = zod.infer<typeof ZTaskScores>;
export type TTaskScore = TTaskScores['scores'][number];

export const ZTaskUpdate = zod.object({
  task: zod.object({
    title: zRequiredText(LIMITS.name).optional(),
    totalPoints: zTotalPoints().optional(),
    multiplier: zMultiplier().optional(),
  }),
});

export const ZScoreUpdate = zod.object({ score: zod.object({ value: zScoreValue() }) });

/** P12a: `POST /api/scores/import`, the parsed gradebook. `?preview=true` answers what would change, saving nothing. */
export const ZScoreImport = zod.object({
  data: zod.object({
    courseId: zod.string().min(
      1,
      says(() => sharedText.t('required')),
    ),
    tasks: zod
      .array(
        zod.object({
          title: zRequiredText(LIMITS.name),
          totalPoints: zTotalPoints(),
          multiplier: zMultiplier().optional(),
          scores: zod
            .array(zod.object({ username: zod.string().trim().min(1).max(LIMITS.username), value: zScoreValue() }))
            .max(5000),
        }),
      )
      .min(
        1,
        says(() => sharedLedgerText.t('chooseAssignment')),
      )
      .max(500),
  }),
});
export type TScoreImport = zod.infer<typeof ZScoreImport>['data'];

export const ZImportStudentChange = zod.object({
  _id: zod.string(),
  username: zod.string(),
  firstName: zod.string(),
  lastName: zod.string(),
  pointsBefore: zod.number(),
  pointsAfter: zod.number(),
  scoresNew: zod.number(),
  scoresChanged: zod.number(),
});

export const ZScoreImportResult = zod.object({
  tasksCreated: zod.number(),
  scoresImported: zod.number(),
  scoresUpdated: zod.number(),
  /** What changes per student (the preview; also sent after committing). */
  students: zod.array(ZImportStudentChange),
  /** Usernames in the file that are not active students of the course; their scores are skipped. */
  unknownUsernames: zod.array(zod.string()),
  committed: zod.boolean(),
});
export type TScoreImportResult = zod.infer<typeof ZScoreImportResult>;
