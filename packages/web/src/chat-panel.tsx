// The table's chat and what changed at the table ("Bob dropped out"). Lines are the game's record,
// as the server stored them; they are shown as text, never as markup.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { View } from '@delve/engine';
import { MAX_CHAT_CHARS, type ChatLine, type SeatInfo, type TableNotice } from '@delve/protocol';
import { personLabel } from './people.ts';
import { useI18n, type Key } from './i18n.ts';

export interface ChatPanelProps {
  chat: ChatLine[];
  notices: { key: string; notice: TableNotice; name: string | null }[];
  table: SeatInfo[];
  view: View;
  onSay: (text: string) => void;
}

export function noticeKey(n: TableNotice): Key {
  return n.kind === 'handed' ? (`notice.handed.${n.to ?? 'ai'}` as Key) : (`notice.${n.kind}` as Key);
}

export function ChatPanel({ chat, notices, table, view, onSay }: ChatPanelProps) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [chat.length]);
  const who = (l: ChatLine) => l.name ?? personLabel(table, view, l.seat, t);
  return (
    <section class="chat" aria-labelledby="chat-title">
      <h2 id="chat-title">{t('chat.title')}</h2>
      <ul class="notices" role="status" aria-live="polite">
        {notices.slice(-3).map((n) => {
          // Said with the name the seat had then ("Bob (Elf) was handed to a new invite").
          const then = n.name === null ? table : table.map((x) => (x.seat === n.notice.seat ? { ...x, name: n.name } : x));
          return <li key={n.key}>{t(noticeKey(n.notice), { who: personLabel(then, view, n.notice.seat, t) })}</li>;
        })}
      </ul>
      <ol ref={list} tabIndex={0} aria-label={t('chat.label')}>
        {chat.map((l) => <li key={l.n}><b>{who(l)}</b>: <span class="text">{l.text}</span></li>)}
      </ol>
      <form class="row" onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) return;
        onSay(text);
        setText('');
      }}>
        <input aria-label={t('chat.say')} placeholder={t('chat.say')} maxLength={MAX_CHAT_CHARS} value={text} onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)} />
        <button type="submit">{t('chat.send')}</button>
      </form>
    </section>
  );
}
