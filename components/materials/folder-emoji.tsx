'use client';

import { Folder } from 'lucide-react';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { cn } from '@/lib/presentation/cn';

const checked = new Map<string, boolean>();

/**
 * Whether this browser draws the emoji in colour. A browser without an emoji font (Debian's Chromium
 * with no fonts-noto-color-emoji, some Linux desktops) draws a thin "missing glyph" box instead, which
 * reads as a sliver where a folder's icon should be. Drawn once per emoji on a small canvas: a colour
 * emoji leaves coloured pixels, the missing-glyph box only black ones.
 */
function drawsInColour(emoji: string): boolean {
  const known = checked.get(emoji);
  if (known !== undefined) return known;
  let result = true;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 24;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (context) {
      context.textBaseline = 'top';
      context.font = '20px sans-serif';
      context.fillStyle = '#000';
      context.fillText(emoji, 0, 0);
      const pixels = context.getImageData(0, 0, 24, 24).data;
      result = false;
      for (let i = 0; i < pixels.length; i += 4) {
        if (pixels[i + 3]! > 0 && (pixels[i] !== pixels[i + 1] || pixels[i + 1] !== pixels[i + 2])) {
          result = true;
          break;
        }
      }
    }
  } catch {
    result = true;
  }
  checked.set(emoji, result);
  return result;
}

/** Whether the glyph as laid out fills most of its square box (a font may draw nothing, or a sliver). */
function fillsItsBox(node: HTMLElement | null): boolean {
  if (!node) return true;
  const boxWidth = node.getBoundingClientRect().width;
  const range = document.createRange();
  range.selectNodeContents(node);
  return boxWidth === 0 || range.getBoundingClientRect().width >= boxWidth * 0.75;
}

type Props = {
  emoji: string | null | undefined;
  color?: string | null;
  /** Size classes of the glyph box and the fallback icon, e.g. `size-4 text-sm`. */
  className?: string;
  iconStyle?: CSSProperties;
};

/**
 * A folder's emoji in a fixed square box (it never shrinks to a sliver in a flex row), or the folder
 * icon in the folder's colour when there is no emoji or this browser cannot draw it. The server and
 * the first browser render show the emoji (so the page hydrates); the check runs after mount.
 */
export function FolderEmoji({ emoji, color, className, iconStyle }: Props) {
  const [drawable, setDrawable] = useState(true);
  const box = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    // After mount only: the server cannot know the visitor's fonts, and the page must hydrate as rendered.
    if (emoji) setDrawable(drawsInColour(emoji) && fillsItsBox(box.current));
  }, [emoji]);
  if (!emoji || !drawable) {
    return (
      <Folder
        aria-hidden="true"
        data-folder-icon=""
        className={cn('size-4 shrink-0', className)}
        style={iconStyle ?? (color ? { color } : undefined)}
      />
    );
  }
  return (
    <span
      ref={box}
      aria-hidden="true"
      data-folder-icon=""
      className={cn('inline-flex size-4 shrink-0 items-center justify-center leading-none', className)}
    >
      {emoji}
    </span>
  );
}
