import { describe, expect, it } from 'vitest';
import { csvCells, generatedAccounts, previewCsv, splitMembers } from './csv';

describe('team CSV preview', () => {
  it('splits cells with quotes and doubled quotes', () => {
    expect(csvCells('a, "b, c" ,"say ""hi""",')).toEqual(['a', 'b, c', 'say "hi"', '']);
    expect(csvCells('')).toEqual(['']);
  });

  it('splits members by spaces and semicolons', () => {
    expect(splitMembers(' alice;bob  carol ；dave')).toEqual(['alice', 'bob', 'carol', 'dave']);
  });

  it('skips a header and blank lines but keeps the file line numbers', () => {
    const { header, rows } = previewCsv(
      '\uFEFFteam name,organisation,members,location,group\r\n\nRed,MIT,alice bob,A1,official\nBlue,,carol\n',
    );
    expect(header).toBe(true);
    expect(rows).toEqual([
      { line: 3, name: 'Red', organization: 'MIT', members: ['alice', 'bob'], location: 'A1', group: 'official', suspect: false },
      { line: 4, name: 'Blue', organization: '', members: ['carol'], location: '', group: '', suspect: false },
    ]);
  });

  it('marks lines the server will refuse', () => {
    const { header, rows } = previewCsv('Red,MIT,a b c d\n,MIT,a\nGreen,MIT,\nX,a,b,c,d,e');
    expect(header).toBe(false);
    expect(rows.map((r) => r.suspect)).toEqual([true, true, true, true]);
  });

  it('reads the generated accounts without their header', () => {
    expect(generatedAccounts('team,username,password\nteam1,team1,Xy9\r\n"a,b",u2,p2\n')).toEqual([
      { team: 'team1', username: 'team1', password: 'Xy9' },
      { team: 'a,b', username: 'u2', password: 'p2' },
    ]);
  });
});
