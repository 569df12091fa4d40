import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import { callRoute, callRouteWithBody, teacherCookie } from '@/test/http';
import { POST } from './route';

const path = '/api/teacher/reviews/import';
const csv = [
  'source,author,rating,date,content',
  'google,Ana López,5,2026-02-01,"Patient, clear; ""the best"""',
  'google,Ben,4,2026-02-03T10:00:00+01:00,=1+1',
].join('\r\n');

describe('POST /api/teacher/reviews/import', () => {
  it('imports a JSON list and skips it on a repeat', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const body = {
      reviews: [{ source: 'google', author: 'Ana', rating: 5, date: '2026-02-01', content: 'Great', externalId: 'g1' }],
    };
    const first = await callRoute(POST, { method: 'POST', path, body, cookie });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ imported: 1, skipped: 0, data: [{ reviewerName: 'Ana', source: 'imported' }] });
    const second = await callRoute(POST, { method: 'POST', path, body, cookie });
    expect(second.json).toMatchObject({ imported: 0, skipped: 1, data: [], rows: [{ row: 1, status: 'duplicate' }] });
  });

  it('imports a CSV sent as text/csv or as a multipart file, keeping a formula-looking text as text', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const text = await callRouteWithBody(POST, csv, { path, cookie, headers: { 'content-type': 'text/csv' } });
    expect(text.status).toBe(200);
    expect(text.json).toMatchObject({ imported: 2, skipped: 0 });
    expect(text.json.data.map((review: { content: string }) => review.content)).toEqual([
      'Patient, clear; "the best"',
      '=1+1',
    ]);
    expect(text.json.data[1].createdAt).toBe('2026-02-03T09:00:00.000Z');

    const form = new FormData();
    form.set('file', new Blob([csv], { type: 'text/csv' }), 'reviews.csv');
    const file = await callRouteWithBody(POST, form, { path, cookie });
    expect(file.json).toMatchObject({ imported: 0, skipped: 2 });
    expect(await db.review.count({ where: { teacherId: teacher.id } })).toBe(2);

    const json = new FormData();
    const list = [{ source: 'trustpilot', author: 'Dan', rating: 3, date: '2026-02-04', content: 'OK' }];
    json.set('file', new Blob([JSON.stringify(list)], { type: 'application/json' }), 'reviews.json');
    const fromJsonFile = await callRouteWithBody(POST, json, { path, cookie });
    expect(fromJsonFile.json).toMatchObject({ imported: 1, data: [{ externalSource: 'trustpilot' }] });
  });

  it('refuses a list with a bad row (400, one detail per row), importing nothing; a dry run shows it', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const bad = `${csv}\r\ngoogle,Cleo,9,yesterday,Hm`;
    const refused = await callRouteWithBody(POST, bad, { path, cookie, headers: { 'content-type': 'text/csv' } });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toEqual({
      code: 'VALIDATION_ERROR',
      message: '1 of 3 rows are not valid; nothing was imported',
      details: [
        { path: 'rows.3.rating', message: 'Give 1 to 5 stars' },
        { path: 'rows.3.date', message: 'Give the date as 2026-03-14 or an ISO date-time' },
      ],
    });
    expect(await db.review.count({ where: { teacherId: teacher.id } })).toBe(0);

    const preview = await callRouteWithBody(POST, bad, {
      path: `${path}?dryRun=true`,
      cookie,
      headers: { 'content-type': 'text/csv' },
    });
    expect(preview.status).toBe(200);
    expect(preview.json).toMatchObject({ dryRun: true, imported: 2, skipped: 0, invalid: 1 });
    expect(preview.json.rows[2]).toMatchObject({ row: 3, status: 'invalid', author: 'Cleo', date: 'yesterday' });
    expect(await db.review.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it('refuses unknown body fields, an empty list, more than 500 rows, other media types and strangers', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const unknown = await callRoute(POST, { method: 'POST', path, cookie, body: { reviews: [], teacherId: 'x' } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.details).toEqual(
      expect.arrayContaining([{ path: '(root)', message: 'Unknown field(s): teacherId' }]),
    );
    const many = Array.from({ length: 501 }, () => ({ source: 'g', author: 'A', rating: 5, date: '2026-01-01' }));
    expect((await callRoute(POST, { method: 'POST', path, cookie, body: { reviews: many } })).status).toBe(400);
    const xml = await callRouteWithBody(POST, '<x/>', { path, cookie, headers: { 'content-type': 'application/xml' } });
    expect(xml.status).toBe(415);
    const columns = await callRouteWithBody(POST, 'name,stars\nA,5', {
      path,
      cookie,
      headers: { 'content-type': 'text/csv' },
    });
    expect(columns.status).toBe(400);
    expect(columns.json.error.details[0]).toEqual({ path: 'columns', message: 'Unknown column "name"' });
    expect((await callRoute(POST, { method: 'POST', path, body: { reviews: many } })).status).toBe(401);
  });
});
