import { describe, expect, it } from 'vitest';
import { urlForLog } from '../../src/server/logging/url-for-log';

describe('urlForLog', () => {
  it('keeps a path and an ordinary query as sent', () => {
    expect(urlForLog('/api/scores?username=20110005')).toBe('/api/scores?username=20110005');
    expect(urlForLog('/api/events')).toBe('/api/events');
  });

  it('hides the values of secret parameters, however their names are spelled', () => {
    expect(urlForLog('/api/spotify/callback?code=AQBx9&state=s-123')).toBe(
      '/api/spotify/callback?code=[redacted]&state=[redacted]',
    );
    expect(urlForLog('/x?%63ode=AQBx9&Token=abc&since=1')).toBe('/x?%63ode=[redacted]&Token=[redacted]&since=1');
    expect(urlForLog('/x?password&key=')).toBe('/x?password=[redacted]&key=[redacted]');
    expect(urlForLog('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A=1');
  });
});
