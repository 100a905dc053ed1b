// The board as a component: the Konva canvas plus a keyboard cursor, so every square can be
// reached without a mouse (arrows move, Enter chooses, +/- zoom, Shift+arrows pan, 0 fits).
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Facing, View } from '@delve/engine';
import { BoardCanvas, type Scene } from './board-canvas.ts';
import { describeCell } from './words.ts';
import { corpses } from './board-paint.ts';
import { useI18n } from './i18n.ts';

export interface BoardProps {
  scene: Omit<Scene, 'cursor'>;
  /** Where the cursor starts, and jumps to when the picked model changes. */
  focusAt: [number, number] | null;
  onCell: (x: number, y: number) => void;
  /** The square pointed at (mouse) or under the keyboard cursor, for previews. */
  onHover?: (cell: [number, number] | null) => void;
  /** With facing: Alt + an arrow key picks the facing a move ends with (FAC-F03). */
  onFacing?: (f: Facing) => void;
  /** Squares of what just happened, brought on screen when `key` changes (camera.ts). */
  follow?: { key: string; cells: [number, number][] } | null;
}

const STEPS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

function clamp(v: View, x: number, y: number): [number, number] {
  return [Math.max(0, Math.min(v.map.width - 1, x)), Math.max(0, Math.min(v.map.height - 1, y))];
}

export function Board({ scene, focusAt, onCell, onHover, onFacing, follow }: BoardProps) {
  const { t } = useI18n();
  const host = useRef<HTMLDivElement>(null);
  const canvas = useRef<BoardCanvas | null>(null);
  const [cursor, setCursor] = useState<[number, number]>(focusAt ?? [0, 0]);
  const onCellRef = useRef(onCell);
  onCellRef.current = onCell;
  const onHoverRef = useRef(onHover);
  onHoverRef.current = onHover;

  useEffect(() => {
    const c = new BoardCanvas(host.current!);
    c.onCell = (x, y) => {
      setCursor([x, y]);
      onCellRef.current(x, y);
    };
    c.onHover = (cell) => onHoverRef.current?.(cell);
    canvas.current = c;
    return () => c.destroy();
  }, []);

  useEffect(() => {
    if (focusAt) setCursor(focusAt);
  }, [focusAt?.[0], focusAt?.[1]]);

  useEffect(() => {
    canvas.current?.draw({ ...scene, cursor });
  }, [scene, cursor]);

  // After the scene is drawn, so a section just revealed is part of the map framed.
  useEffect(() => {
    if (follow && follow.cells.length > 0) canvas.current?.follow(follow.cells);
  }, [follow?.key]);

  const onKey = (e: KeyboardEvent) => {
    const c = canvas.current;
    if (!c) return;
    const step = STEPS[e.key];
    if (step && e.altKey && onFacing) {
      onFacing(step[0] === 1 ? 'E' : step[0] === -1 ? 'W' : step[1] === 1 ? 'S' : 'N');
    } else if (step && e.shiftKey) {
      c.pan(-step[0] * 64, -step[1] * 64);
    } else if (step) {
      const next = clamp(scene.view, cursor[0] + step[0], cursor[1] + step[1]);
      setCursor(next);
      onHover?.(next);
      c.reveal(next[0], next[1]);
    } else if (e.key === 'Enter' || e.key === ' ') {
      onCell(cursor[0], cursor[1]);
    } else if (e.key === '+' || e.key === '=') {
      c.zoom(1.25);
    } else if (e.key === '-') {
      c.zoom(0.8);
    } else if (e.key === '0') {
      c.fit();
    } else {
      return;
    }
    e.preventDefault();
  };

  return (
    <div class="board-wrap">
      <div
        ref={host}
        class="board"
        tabIndex={0}
        role="application"
        aria-roledescription="dungeon board"
        aria-label={t('board.label')}
        aria-describedby="board-cursor"
        onKeyDown={onKey}
      />
      <div class="board-tools">
        <button type="button" onClick={() => canvas.current?.zoom(1.25)} aria-label={t('board.zoomIn')}>+</button>
        <button type="button" onClick={() => canvas.current?.zoom(0.8)} aria-label={t('board.zoomOut')}>−</button>
        <button type="button" onClick={() => canvas.current?.fit()}>{t('board.fit')}</button>
        <span id="board-cursor" class="cursor-text" aria-live="polite">{describeCell(scene.view, cursor[0], cursor[1], t, corpses(scene.view))}</span>
      </div>
    </div>
  );
}
