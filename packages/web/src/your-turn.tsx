// "Your turn": when a decision of this person's comes after others', the tab's title says so, a
// short tone sounds if they asked for one, and a browser notification tells them if the tab is
// not in front and they allowed notifications. The settings are kept in this browser.
import { useEffect, useRef, useState } from 'preact/hooks';
import { useI18n } from './i18n.ts';

const SOUND = 'delve.turnSound';
const TITLE = 'Delve';

function soundOn(): boolean {
  return localStorage.getItem(SOUND) === 'on';
}

/** A short two-note tone, made on the spot (no sound file to ship). */
function chime(): void {
  try {
    const ctx = new AudioContext();
    for (const [i, f] of [660, 880].entries()) {
      const o = ctx.createOscillator();
      const gain = ctx.createGain();
      o.frequency.value = f;
      gain.gain.setValueAtTime(0.08, ctx.currentTime + i * 0.15);
      gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + i * 0.15 + 0.14);
      o.connect(gain).connect(ctx.destination);
      o.start(ctx.currentTime + i * 0.15);
      o.stop(ctx.currentTime + i * 0.15 + 0.15);
    }
    setTimeout(() => void ctx.close(), 600);
  } catch {
    // No audio here: the title and the notification still tell.
  }
}

/** Tells the person when it becomes their turn. `mine`: a decision of theirs is pending; `body`:
 * what it is, for the notification. */
export function useYourTurn(mine: boolean, body: string): void {
  const { t } = useI18n();
  const was = useRef(false);
  useEffect(() => {
    document.title = mine ? t('turn.title') : TITLE;
    if (mine && !was.current) {
      if (soundOn()) chime();
      if (typeof Notification !== 'undefined' && Notification.permission === 'granted' && document.visibilityState !== 'visible') {
        try {
          new Notification(t('turn.title'), { body, tag: 'delve-turn' });
        } catch {
          // Some browsers allow notifications only from a service worker: the title still tells.
        }
      }
    }
    was.current = mine;
  }, [mine, body]);
  useEffect(() => () => void (document.title = TITLE), []);
}

export function TurnSettings() {
  const { t } = useI18n();
  const [sound, setSound] = useState(soundOn);
  const [allowed, setAllowed] = useState(typeof Notification !== 'undefined' ? Notification.permission : 'denied');
  return (
    <div class="row turn-settings">
      <label class="choice"><input type="checkbox" checked={sound} onChange={(e) => {
        const on = (e.currentTarget as HTMLInputElement).checked;
        localStorage.setItem(SOUND, on ? 'on' : 'off');
        setSound(on);
        if (on) chime();
      }} /> {t('turn.sound')}</label>
      {typeof Notification !== 'undefined' && (allowed === 'granted'
        ? <small>{t('turn.notified')}</small>
        : allowed === 'default' && <button type="button" class="link" onClick={() => void Notification.requestPermission().then(setAllowed)}>{t('turn.notify')}</button>)}
    </div>
  );
}
