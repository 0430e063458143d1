import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLength, formatMessageTime, formatWait } from './format-date';
import { partnerDisplayName } from './messenger';
import { formatWeek } from './report-weeks';

describe('chat texts', () => {
  const now = new Date(2026, 10, 22, 15, 30);

  it('shows the time of a message sent today, and the date too before today', () => {
    expect(formatMessageTime(new Date(2026, 10, 22, 9, 5).toISOString(), now)).toBe('09:05');
    expect(formatMessageTime(new Date(2026, 10, 21, 18, 40).toISOString(), now)).toBe('21 Nov 2026, 18:40');
  });

  it('names a partner without a name "User"', () => {
    expect(partnerDisplayName('Sadia Rahman')).toBe('Sadia Rahman');
    expect(partnerDisplayName('  ')).toBe('User');
    expect(partnerDisplayName(null)).toBe('User');
  });
});

describe('dates and durations', () => {
  it('shows a moment as day, month, year and time', () => {
    expect(formatDateTime(new Date(2026, 10, 21, 14, 5).toISOString())).toBe('21 Nov 2026, 14:05');
  });

  it('writes every month and hour as en-GB does, without asking Intl', () => {
    const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
    const moment = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
    const week = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, 1 + month * 2, month * 2, month * 5);
      expect(formatDate(date)).toBe(day.format(date));
      expect(formatDateTime(date.toISOString())).toBe(moment.format(date));
      const monday = `2026-${String(month + 1).padStart(2, '0')}-0${1 + (month % 9)}`;
      expect(formatWeek(monday)).toBe(week.format(new Date(`${monday}T00:00:00Z`)));
    }
  });
});

describe('lengths of time', () => {
  it('are written in the largest unit they are a whole number of', () => {
    expect(formatLength(72 * 3_600)).toBe('3 days');
    expect(formatLength(86_400)).toBe('1 day');
    expect(formatLength(7_200)).toBe('2 hours');
    expect(formatLength(90)).toBe('90 seconds');
    expect(formatLength(120)).toBe('2 minutes');
    expect(formatLength(300)).toBe('5 minutes');
    expect(formatLength(60)).toBe('1 minute');
    expect(formatLength(1)).toBe('1 second');
  });
});

describe('formatWait', () => {
  it('says a wait in its two largest units', () => {
    expect(formatWait(20_000)).toBe('under a minute');
    expect(formatWait(-5_000)).toBe('under a minute');
    expect(formatWait(60_000)).toBe('1 minute');
    expect(formatWait(7 * 60_000)).toBe('7 minutes');
    expect(formatWait((3 * 60 + 12) * 60_000)).toBe('3 hours 12 minutes');
    expect(formatWait(2 * 3_600_000)).toBe('2 hours');
    expect(formatWait((2 * 24 + 4) * 3_600_000 + 59 * 60_000)).toBe('2 days 4 hours');
    expect(formatWait(3 * 86_400_000 + 5 * 60_000)).toBe('3 days');
  });
});
