import { describe, expect, it } from 'vitest';
import { rosterParts, splitRecords } from './roster-chunks';

describe('roster parts', () => {
  it('splits records on line breaks outside quotes, numbering lines as the file does', () => {
    const records = splitRecords('\uFEFFName,Email\r\n"Ada\nLovelace",ada@x.edu\r\n\r\nBen,ben@x.edu\n');
    expect(records).toEqual([
      { line: 1, text: 'Name,Email' },
      { line: 2, text: '"Ada\nLovelace",ada@x.edu' },
      { line: 5, text: 'Ben,ben@x.edu' },
    ]);
  });

  it('sends the header with each run of rows and its first line, leaving out the refused lines', () => {
    const file = ['Name,Email', 'A,a@x.edu', 'B,b@x.edu', 'C,c@x.edu', 'D,d@x.edu', 'E,e@x.edu'].join('\n');
    expect(rosterParts(file, new Set([4]), 2)).toEqual([
      { firstLine: 2, rows: 2, text: 'Name,Email\nA,a@x.edu\nB,b@x.edu' },
      { firstLine: 5, rows: 2, text: 'Name,Email\nD,d@x.edu\nE,e@x.edu' },
    ]);
  });

  it('starts a new part after a blank line, so the server counts lines as the file does', () => {
    const parts = rosterParts('Name,Email\nA,a@x.edu\n\nB,b@x.edu\n', new Set());
    expect(parts.map((part) => part.firstLine)).toEqual([2, 4]);
  });
});
