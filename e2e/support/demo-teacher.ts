import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The demo teacher's API as the journeys set their scene with it (signed in through `openTeacher` or
 * `demoTeacherLogin`): every write carries this site's Origin, which a browser adds and Playwright's
 * `request` does not.
 */
export function demoTeacherApi(api: APIRequestContext, baseURL: string) {
  const headers = { origin: new URL(baseURL).origin };
  return {
    get: (path: string) => api.get(path),
    post: (path: string, data: unknown) => api.post(path, { data, headers }),
    put: (path: string, data: unknown) => api.put(path, { data, headers }),
    patch: (path: string, data: unknown) => api.patch(path, { data, headers }),
  };
}

export type DemoTeacherApi = ReturnType<typeof demoTeacherApi>;

/** A demo service by its name, e.g. 'Free trial lesson (30 min)'. */
export async function demoServiceNamed(teacher: DemoTeacherApi, name: string) {
  const services = (await (await teacher.get('/api/teacher/services?limit=100')).json()) as {
    data: { id: string; name: string; slug: string; structure: string; status: string }[];
  };
  const service = services.data.find((each) => each.name === name);
  expect(service, `the demo service "${name}"`).toBeDefined();
  return service!;
}

/** The teacher's student with this address (or name) among the roster's search results. */
export async function studentIdBySearch(teacher: DemoTeacherApi, search: string): Promise<string> {
  const students = (await (await teacher.get(`/api/teacher/students?search=${encodeURIComponent(search)}`)).json()) as {
    data: { id: string }[];
  };
  expect(students.data.length, `a student matching "${search}"`).toBeGreaterThan(0);
  return students.data[0]!.id;
}

/**
 * Books a lesson as the teacher at the first of `starts` that is free (another run of a journey may
 * hold a nearby time: 409), and returns the booking's answer (201 expected).
 */
export async function bookFirstFreeStart(
  teacher: DemoTeacherApi,
  lesson: { serviceId: string; studentId: string },
  starts: readonly Date[],
): Promise<APIResponse> {
  let booked: APIResponse | undefined;
  for (const start of starts) {
    booked = await teacher.post('/api/teacher/sessions', { ...lesson, startUtc: start.toISOString() });
    if (booked.status() !== 409) break;
  }
  expect(booked!.status()).toBe(201);
  return booked!;
}
