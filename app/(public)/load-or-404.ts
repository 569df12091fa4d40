import { notFound } from 'next/navigation';
import { NotFoundError } from '@/lib/core/errors';

/** Runs a public read; a missing record becomes the 404 page. */
export async function loadOr404<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}
