// An aof-quest game's replay frame: the battlefield as the seat saw it after the step, with its
// units (the names its events are told with: aof-naming.ts).
import { useMemo } from 'preact/hooks';
import type { AofSeatView, Locale } from '@delve/engine';
import { AofBoard } from './aof-board.tsx';
import { aofDrawnUnits } from './aof-naming.ts';

const NO_MARKS = { squares: [], rings: [] };

export function AofReplayBoard({ view, names, locale }: { view: AofSeatView; names: Readonly<Record<string, string>>; locale: Locale }) {
  const drawn = useMemo(() => aofDrawnUnits(view, (id) => names[id] ?? '', locale), [view, names, locale]);
  return <AofBoard view={view} marks={NO_MARKS} units={drawn} picked={null} onCell={() => {}} />;
}
