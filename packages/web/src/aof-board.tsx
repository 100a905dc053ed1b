// The aof-quest battlefield of a game: the ground and its marks (aof-paint.ts), and over them the
// decision's choices and the units with their labels, wounds and coherency (aof-choices.ts); a
// click on a square is handed to the page.
import { useEffect, useRef } from 'preact/hooks';
import type { AofSeatView } from '@delve/engine';
import { AofCanvas } from './aof-canvas.ts';
import { aofChoicesGroup, AOF_MARK_COLOURS, type AofDrawnUnit, type AofMarks } from './aof-choices.ts';
import { AOF_COLOURS, AOF_KIND_STYLE, AOF_KINDS, groundSummary, type AofBoardInput } from './aof-paint.ts';
import { useI18n, type Key } from './i18n.ts';

export function AofBoard({ view, marks, units, picked, onCell }: {
  view: AofSeatView; marks: AofMarks; units: AofDrawnUnit[]; picked: [number, number] | null; onCell: (x: number, y: number) => void;
}) {
  const { t } = useI18n();
  const host = useRef<HTMLDivElement>(null);
  const canvas = useRef<AofCanvas | null>(null);
  const click = useRef(onCell);
  click.current = onCell;
  useEffect(() => {
    if (!host.current) return;
    canvas.current = new AofCanvas(host.current, (x, y) => click.current(x, y));
    return () => canvas.current?.destroy();
  }, []);
  const board: AofBoardInput = view;
  useEffect(() => canvas.current?.draw(board), [view.battlefield, view.tokens, view.units, view.zones]);
  useEffect(() => canvas.current?.drawChoices(aofChoicesGroup(marks, units, view.battlefield.scale, picked)), [marks, units, picked, view.battlefield]);
  const sum = groundSummary(board);
  const heights = sum.heights.filter((h) => h !== 0);
  return (
    <div class="aof-battlefield aof-game-board">
      <div class="aof-board" ref={host} role="img" aria-label={t('aof.board', { size: view.battlefield.size })} data-choices={marks.squares.length} data-rings={marks.rings.length} />
      <aside class="aof-legend" aria-label={t('aof.legend')}>
        <ul>
          {AOF_KINDS.filter((k) => sum.kinds[k] > 0).map((k) => (
            <li key={k} data-kind={k}><span class="swatch" style={{ background: AOF_KIND_STYLE[k].fill, borderColor: AOF_KIND_STYLE[k].mark }} />{t(`aof.kind.${k}` as Key)}</li>
          ))}
        </ul>
        <p>{heights.length ? t('aof.heights', { list: heights.join(', ') }) : t('aof.flat')}</p>
        <ul>
          <li><span class="swatch" style={{ background: AOF_MARK_COLOURS.advance.fill }} />{t('aof.play.legendMoves')}</li>
          <li><span class="swatch" style={{ background: AOF_MARK_COLOURS.rush.fill }} />{t('aof.play.legendRush')}</li>
          <li><span class="swatch" style={{ background: AOF_MARK_COLOURS.charge.fill }} />{t('aof.play.legendCharge')}</li>
          <li><span class="swatch" style={{ background: AOF_MARK_COLOURS.jump.fill }} />{t('aof.play.legendJump')}</li>
          <li><span class="swatch goal" style={{ background: AOF_COLOURS.goal }} />{t('aof.goal')}</li>
          <li><span class="swatch token" style={{ background: AOF_COLOURS.token }} />{t('aof.token')}</li>
          <li><span class="swatch" style={{ background: '#f1e6cf' }} />{t('aof.play.legendCoherency')}</li>
        </ul>
      </aside>
    </div>
  );
}
