// An aof-quest battlefield with its legend: the canvas (aof-canvas.ts) and, beside it, what each
// colour, pattern, shade, letter and mark means, in the player's language.
import { useEffect, useRef } from 'preact/hooks';
import { AofCanvas } from './aof-canvas.ts';
import { AOF_COLOURS, AOF_KIND_STYLE, AOF_KINDS, groundSummary, zoneLetters, type AofBoardInput } from './aof-paint.ts';
import { useI18n, type Key } from './i18n.ts';

export function AofBattlefield({ board, zoneName }: { board: AofBoardInput; zoneName: (id: string) => string }) {
  const { t } = useI18n();
  const host = useRef<HTMLDivElement>(null);
  const canvas = useRef<AofCanvas | null>(null);
  useEffect(() => {
    if (!host.current) return;
    canvas.current = new AofCanvas(host.current);
    return () => canvas.current?.destroy();
  }, []);
  useEffect(() => canvas.current?.draw(board), [board]);
  const sum = groundSummary(board);
  const letters = zoneLetters(board);
  const heights = sum.heights.filter((h) => h !== 0);
  return (
    <div class="aof-battlefield">
      <div class="aof-board" ref={host} role="img" aria-label={t('aof.board', { size: board.battlefield.size })} />
      <aside class="aof-legend" aria-label={t('aof.legend')}>
        <h3>{t('aof.legend')}</h3>
        <ul>
          {AOF_KINDS.filter((k) => sum.kinds[k] > 0).map((k) => (
            <li key={k} data-kind={k}><span class="swatch" style={{ background: AOF_KIND_STYLE[k].fill, borderColor: AOF_KIND_STYLE[k].mark }} />{t(`aof.kind.${k}` as Key)}</li>
          ))}
        </ul>
        <p>{heights.length ? t('aof.heights', { list: heights.join(', ') }) : t('aof.flat')}</p>
        <ul>
          {board.zones.map((z) => (
            <li key={z.id}><span class="swatch" style={{ background: z.id === board.heroZone ? AOF_COLOURS.heroZoneEdge : AOF_COLOURS.enemyZoneEdge }} />{letters.get(z.id)} {zoneName(z.id)}{z.id === board.heroZone ? ` (${t('aof.heroZone')})` : ''}</li>
          ))}
          <li><span class="swatch goal" style={{ background: AOF_COLOURS.goal }} />{t('aof.goal')}</li>
          <li><span class="swatch token" style={{ background: AOF_COLOURS.token }} />{t('aof.token')}</li>
        </ul>
      </aside>
    </div>
  );
}
