import { describe, expect, it } from 'vitest';
import { artistNames, playOffer, priced } from '../../src/web/features/jukebox/play-offer';
import { isExactMatch, normalizedName, requestSearchText } from '../../src/web/features/jukebox/playlist-match';

describe('playOffer: when a jukebox button may be pressed, and why not', () => {
  const student = { free: false, price: 100 };

  it('a student with enough points may pay', () => {
    expect(playOffer({ ...student, balance: 100 })).toEqual({ disabled: false, reason: null });
  });

  it("says the seed's tooltip when the points fall short", () => {
    expect(playOffer({ ...student, balance: 99 })).toEqual({
      disabled: true,
      reason: 'Insufficient funds! You have 99 pts',
    });
  });

  it('waits quietly while the balance loads', () => {
    expect(playOffer({ ...student, balance: undefined })).toEqual({ disabled: true, reason: null });
  });

  it('stops at the daily cap, before looking at the balance', () => {
    expect(playOffer({ ...student, balance: 0, addsLeft: 0 }).reason).toMatch(/queued all your songs for today/);
    expect(playOffer({ ...student, balance: 500, addsLeft: 1 }).disabled).toBe(false);
    expect(playOffer({ ...student, balance: 500, addsLeft: null }).disabled).toBe(false);
  });

  it('keeps explicit tracks out for everyone unless the teacher allows them', () => {
    expect(playOffer({ ...student, balance: 500, explicit: true }).reason).toMatch(/Explicit songs are turned off/);
    expect(playOffer({ free: true, price: 0, balance: undefined, explicit: true }).disabled).toBe(true);
    expect(playOffer({ ...student, balance: 500, explicit: true, allowExplicit: true }).disabled).toBe(false);
  });

  it('teachers play for free, with no cap and no balance', () => {
    expect(playOffer({ free: true, price: 100, balance: undefined, addsLeft: 0 })).toEqual({
      disabled: false,
      reason: null,
    });
  });
});

describe('labels', () => {
  it('names the price, except where nothing is paid', () => {
    expect(priced('Skip', 50, false)).toBe('Skip for 50 pts');
    expect(priced('Skip', 50, true)).toBe('Skip');
    expect(priced('Skip', 0, false)).toBe('Skip');
  });

  it('joins artists', () => {
    expect(artistNames([{ name: 'A' }, { name: 'B & C' }])).toBe('A, B & C');
    expect(artistNames([])).toBe('');
  });
});

describe('a song request against Spotify’s track', () => {
  const track = { name: 'Señorita (Remix)', artists: [{ name: 'Shawn Mendes' }, { name: 'Camila Cabello' }] };

  it('compares names without case, accents or punctuation', () => {
    expect(normalizedName('  Señorita — (Remix)! ')).toBe('senorita remix');
  });

  it('is exact when the title matches and one artist is named', () => {
    expect(isExactMatch(track, 'senorita remix', 'camila cabello')).toBe(true);
  });

  it('is a best guess otherwise', () => {
    expect(isExactMatch(track, 'Senorita', 'Shawn Mendes')).toBe(false);
    expect(isExactMatch(track, 'Señorita (Remix)', 'Shawn')).toBe(false);
  });

  it('starts the search from what the student typed', () => {
    expect(requestSearchText(' Bell  Rings ', ' Passing Period')).toBe('Bell Rings Passing Period');
  });
});
