import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src/shared/settings';
import {
  assessmentPoints,
  balanceOf,
  formatPoints,
  gradeBand,
  isPassing,
  scoreBand,
  scorePercent,
} from '../../src/shared/scoring';

const converter = defaultSettings().scoreConverter;

describe('assessment maths (seed 000 section 9, P12)', () => {
  it('rounds the percent, caps it at 100 and floors the band to the tens', () => {
    expect(scorePercent(9, 10)).toBe(90);
    expect(scorePercent(8.96, 10)).toBe(90); // 89.6 rounds to 90
    expect(scorePercent(8.94, 10)).toBe(89);
    expect(scorePercent(12, 10)).toBe(100);
    expect(scoreBand(8.94, 10)).toBe('80');
    expect(scoreBand(8.96, 10)).toBe('90');
    expect(scoreBand(12, 10)).toBe('100');
    expect(scoreBand(0, 10)).toBe('0');
  });

  it('treats a total of 0 as 1', () => {
    expect(scorePercent(1, 0)).toBe(100);
    expect(scorePercent(0, 0)).toBe(0);
    expect(scoreBand(0.5, 0)).toBe('50');
  });

  it('uses the converter band times the multiplier, rounded to whole points', () => {
    expect(assessmentPoints({ value: 10, totalPoints: 10, multiplier: 1 }, converter)).toBe(1200);
    expect(assessmentPoints({ value: 9, totalPoints: 10, multiplier: 2 }, converter)).toBe(2000);
    expect(assessmentPoints({ value: 7.5, totalPoints: 10, multiplier: 0.5 }, converter)).toBe(300); // 75% -> 70 band -> 600 x 0.5
    expect(assessmentPoints({ value: 5.9, totalPoints: 10, multiplier: 1 }, converter)).toBe(0); // 59% -> 50 band -> 0
    expect(assessmentPoints({ value: 1, totalPoints: 3, multiplier: 1.5 }, { ...converter, '30': 0 })).toBe(0);
    expect(assessmentPoints({ value: 2, totalPoints: 3, multiplier: 0.333 }, converter)).toBe(0); // 67% -> 60 band -> 0
    expect(assessmentPoints({ value: 8, totalPoints: 10, multiplier: 0.333 }, converter)).toBe(266); // 800 x 0.333 = 266.4
  });

  it('balance = assessments + bonuses - fines - purchases (refunds lower purchases)', () => {
    expect(balanceOf({ scores: 1200, bonuses: 50, fines: 20, purchases: 100 })).toBe(1130);
    expect(balanceOf({ scores: 0, bonuses: 0, fines: 0, purchases: -30 })).toBe(30);
  });

  it('shows points whole, with thousands separators and pts', () => {
    expect(formatPoints(1234567)).toBe('1,234,567 pts');
    expect(formatPoints(12.6)).toBe('13 pts');
    expect(formatPoints(0)).toBe('0 pts');
    expect(formatPoints(-1500)).toBe('-1,500 pts');
  });

  it('grade bands and pass rate (seed 001 section 9), a total of 0 counting as 10', () => {
    expect([9, 8, 7, 6, 5.9].map((v) => gradeBand(v, 10))).toEqual(['A', 'B', 'C', 'D', 'F']);
    expect(gradeBand(9, 0)).toBe('A');
    expect(isPassing(6, 10)).toBe(true);
    expect(isPassing(5.99, 10)).toBe(false);
  });
});
