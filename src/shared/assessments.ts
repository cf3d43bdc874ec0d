import { z } from 'zod';
import { ZStudentSummary } from './courses';
import { LIMITS, MSG } from './messages';
import { zRequiredText } from './user';

/** Points a task is out of: a non-negative number (0 is allowed and counts as 1 for percents). */
export const zTotalPoints = () =>
  z.number({ error: MSG.numbersOnly }).min(0, MSG.notNegative).max(100_000, 'Cannot be more than 100,000');
export const zMultiplier = () =>
  z.number({ error: MSG.numbersOnly }).min(0, MSG.notNegative).max(100, 'Cannot be more than 100');
export const zScoreValue = () =>
  z.number({ error: MSG.numbersOnly }).min(0, MSG.notNegative).max(100_000, 'Cannot be more than 100,000');

export const ZTask = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  totalPoints: z.number(),
  multiplier: z.number(),
  courseId: z.string(),
  createdAt: z.string(),
  scoreCount: z.number(),
});
export type TTask = z.infer<typeof ZTask>;

/** One score as the teacher corrects it: the value typed in and the points it is worth. */
export const ZScoreView = z.object({ _id: z.string(), value: z.number(), points: z.number() });

/** `GET /api/scores/task`: an assignment with every score and whose it is. */
export const ZTaskScores = z.object({ task: ZTask, scores: z.array(ZScoreView.extend({ student: ZStudentSummary })) });
export type TTaskScores = z.infer<typeof ZTaskScores>;
export type TTaskScore = TTaskScores['scores'][number];

export const ZTaskUpdate = z.object({
  task: z.object({
    title: zRequiredText(LIMITS.name).optional(),
    totalPoints: zTotalPoints().optional(),
    multiplier: zMultiplier().optional(),
  }),
});

export const ZScoreUpdate = z.object({ score: z.object({ value: zScoreValue() }) });

/** P12a: `POST /api/scores/import`, the parsed gradebook. `?preview=true` answers what would change, saving nothing. */
export const ZScoreImport = z.object({
  data: z.object({
    courseId: z.string().min(1, MSG.required),
    tasks: z
      .array(
        z.object({
          title: zRequiredText(LIMITS.name),
          totalPoints: zTotalPoints(),
          multiplier: zMultiplier().optional(),
          scores: z
            .array(z.object({ username: z.string().trim().min(1).max(LIMITS.username), value: zScoreValue() }))
            .max(5000),
        }),
      )
      .min(1, 'Choose at least one assignment')
      .max(500),
  }),
});
export type TScoreImport = z.infer<typeof ZScoreImport>['data'];

export const ZImportStudentChange = z.object({
  _id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  pointsBefore: z.number(),
  pointsAfter: z.number(),
  scoresNew: z.number(),
  scoresChanged: z.number(),
});

export const ZScoreImportResult = z.object({
  tasksCreated: z.number(),
  scoresImported: z.number(),
  scoresUpdated: z.number(),
  /** What changes per student (the preview; also sent after committing). */
  students: z.array(ZImportStudentChange),
  /** Usernames in the file that are not active students of the course; their scores are skipped. */
  unknownUsernames: z.array(z.string()),
  committed: z.boolean(),
});
export type TScoreImportResult = z.infer<typeof ZScoreImportResult>;
