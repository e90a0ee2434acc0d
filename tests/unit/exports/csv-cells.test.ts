import { describe, expect, it } from 'vitest';
import { safeCell } from '#api/services/exports/csv-cells.ts';

describe('safeCell', () => {
  it('prefixes a formula at the start of the cell', () => {
    expect(safeCell('=1+2')).toBe("'=1+2");
    expect(safeCell('+919840012345')).toBe("'+919840012345");
    expect(safeCell('\t=1')).toBe("'\t=1");
  });

  it('prefixes a formula at the start of every line inside the cell, whatever the line break', () => {
    expect(safeCell('Ravi\n=HYPERLINK("http://evil.example")')).toBe('Ravi\n\'=HYPERLINK("http://evil.example")');
    expect(safeCell('a\r\n-2+3\r@SUM(A1)')).toBe("a\r\n'-2+3\r'@SUM(A1)");
    expect(safeCell('=1\n+2')).toBe("'=1\n'+2");
  });

  it('leaves other text, numbers and empty values alone', () => {
    expect(safeCell('கார்த்திக்\nசென்னை')).toBe('கார்த்திக்\nசென்னை');
    expect(safeCell('Dr. A-B Rao')).toBe('Dr. A-B Rao');
    expect(safeCell(-5)).toBe("'-5");
    expect(safeCell(12)).toBe('12');
    expect(safeCell(null)).toBe('');
  });
});
