'use client';

/** HTML5 drag and drop of library items onto folders: what a drag carries and how a drop reads it. */
import type { DragEvent } from 'react';
import type { TMaterialRef } from '@/lib/materials/schemas';

/** Our own type, so that a drag of a file or of text from elsewhere is never taken for a move. */
export const materialDragType = 'application/x-lektio-materials';

export function startMaterialDrag(event: DragEvent, refs: TMaterialRef[], label: string) {
  event.dataTransfer.setData(materialDragType, JSON.stringify(refs));
  event.dataTransfer.setData('text/plain', label);
  event.dataTransfer.effectAllowed = 'move';
}

/** True while a drag of library items is over the element (the data itself is readable only on drop). */
export const carriesMaterials = (event: DragEvent) => event.dataTransfer.types.includes(materialDragType);

export function droppedMaterials(event: DragEvent): TMaterialRef[] {
  try {
    const parsed: unknown = JSON.parse(event.dataTransfer.getData(materialDragType) || '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (ref): ref is TMaterialRef =>
        typeof ref === 'object' &&
        ref !== null &&
        ['folder', 'template', 'resource'].includes((ref as TMaterialRef).type) &&
        typeof (ref as TMaterialRef).id === 'string',
    );
  } catch {
    return [];
  }
}
