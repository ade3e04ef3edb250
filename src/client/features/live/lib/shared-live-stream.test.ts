import { describe, expect, it } from 'vitest';
import {
  openSharedLiveStream,
  type LiveChannel,
  type LiveEvent,
  type LivePlatform,
  type LiveSource,
} from './shared-live-stream';

/** A stand-in for EventSource that the test drives. */
class FakeSource implements LiveSource {
  closed = false;
  private events = new EventTarget();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.events.addEventListener(type, (e) => listener(e as MessageEvent<string>));
  }
  open() {
    this.events.dispatchEvent(new Event('open'));
  }
  send(data: string, id: string, type = 'message') {
    this.events.dispatchEvent(new MessageEvent(type, { data, lastEventId: id }));
  }
  close() {
    this.closed = true;
  }
}

/**
 * One browser: an exclusive lock, channels that deliver to the other open ones later (as
 * BroadcastChannel does, never to the sender), and every stream opened.
 */
function fakeBrowser() {
  const sources: FakeSource[] = [];
  const waiting: { grant: () => void }[] = [];
  let held = false;
  const locks: LivePlatform['locks'] = {
    request(_name, { signal }, granted) {
      return new Promise((resolve, reject) => {
        const entry = {
          grant: () => {
            held = true;
            void granted()
              .then(resolve, reject)
              .finally(() => {
                held = false;
                waiting.shift()?.grant();
              });
          },
        };
        signal.addEventListener('abort', () => {
          const at = waiting.indexOf(entry);
          if (at < 0) return;
          waiting.splice(at, 1);
          reject(new DOMException('aborted', 'AbortError'));
        });
        if (held) waiting.push(entry);
        else entry.grant();
      });
    },
  };
  const channels = new Set<FakeChannel>();
  class FakeChannel implements LiveChannel {
    private listeners: ((event: MessageEvent) => void)[] = [];
    addEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
      this.listeners.push(listener);
    }
    postMessage(message: unknown) {
      for (const other of channels) {
        if (other === this) continue;
        const copy = structuredClone(message);
        setTimeout(() => {
          if (channels.has(other))
            for (const l of other.listeners) l(new MessageEvent('message', { data: copy }));
        });
      }
    }
    close() {
      channels.delete(this);
    }
  }
  const platform: LivePlatform = {
    locks,
    openChannel: () => {
      const channel = new FakeChannel();
      channels.add(channel);
      return channel;
    },
    openSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
  };
  /** A tab of the app: what it heard, and closing it. */
  const openTab = (p: LivePlatform = platform) => {
    const heard: LiveEvent[] = [];
    const close = openSharedLiveStream('/api/live', (e) => heard.push(e), p);
    return { heard, close };
  };
  return { platform, sources, openTab };
}

/** Lets the channel deliver what was posted, and the answers to that. */
async function settle() {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve));
}

const messages = (heard: LiveEvent[]) => heard.filter((e) => e.type === 'message').map((e) => e.data);

describe('one live stream shared by the tabs of a browser', () => {
  it('only the first tab opens the stream; the others hear its state, messages and resets', async () => {
    const browser = fakeBrowser();
    const tabs = [browser.openTab(), browser.openTab(), browser.openTab()];
    await settle();
    expect(browser.sources.map((s) => s.url)).toEqual(['/api/live']);
    const [source] = browser.sources;
    source!.open();
    source!.send('{"topic":"unit","id":"U1","version":2}', '5');
    source!.send('{}', '6', 'reset');
    await settle();
    for (const tab of tabs) {
      expect(tab.heard.filter((e) => e.type !== 'state' || e.connected)).toEqual([
        { type: 'state', connected: true },
        { type: 'message', data: '{"topic":"unit","id":"U1","version":2}', id: '5' },
        { type: 'reset', id: '6' },
      ]);
    }
  });

  it('a tab opened later hears from the leader how the stream stands', async () => {
    const browser = fakeBrowser();
    browser.openTab();
    await settle();
    browser.sources[0]!.open();
    browser.sources[0]!.send('{"topic":"medals","id":null,"version":1}', '7');
    const late = browser.openTab();
    await settle();
    expect(late.heard).toEqual([{ type: 'state', connected: true, id: '7' }]);
    expect(browser.sources).toHaveLength(1);
  });

  it('when the leader tab goes, the next tab opens the stream from the last id it heard', async () => {
    const browser = fakeBrowser();
    const leader = browser.openTab();
    const next = browser.openTab();
    const other = browser.openTab();
    await settle();
    const [first] = browser.sources;
    first!.open();
    first!.send('a', '41');
    first!.send('b', '42');
    await settle();
    leader.close();
    await settle();
    expect(first!.closed).toBe(true);
    expect(browser.sources.map((s) => s.url)).toEqual(['/api/live', '/api/live?lastEventId=42']);
    const second = browser.sources[1]!;
    second.open();
    second.send('c', '43');
    await settle();
    expect(messages(next.heard)).toEqual(['a', 'b', 'c']);
    expect(messages(other.heard)).toEqual(['a', 'b', 'c']);
    expect(messages(leader.heard)).toEqual(['a', 'b']);
  });

  it('a takeover by a tab that heard no id yet makes every tab refetch', async () => {
    const browser = fakeBrowser();
    const leader = browser.openTab();
    const next = browser.openTab();
    const other = browser.openTab();
    await settle();
    browser.sources[0]!.open();
    await settle();
    leader.close();
    await settle();
    expect(browser.sources[1]!.url).toBe('/api/live');
    browser.sources[1]!.open();
    await settle();
    for (const tab of [next, other]) expect(tab.heard.filter((e) => e.type === 'reset')).toHaveLength(1);
  });

  it('the first tab of a browser does not refetch when it opens the stream', async () => {
    const browser = fakeBrowser();
    const tab = browser.openTab();
    await settle();
    browser.sources[0]!.open();
    await settle();
    expect(tab.heard).toEqual([{ type: 'state', connected: true }]);
  });

  it('without Web Locks or BroadcastChannel each tab opens its own stream', async () => {
    const browser = fakeBrowser();
    const direct = { openSource: browser.platform.openSource };
    const tabs = [browser.openTab(direct), browser.openTab({ ...direct, locks: browser.platform.locks })];
    expect(browser.sources).toHaveLength(2);
    browser.sources[1]!.send('x', '1');
    expect(messages(tabs[0]!.heard)).toEqual([]);
    expect(messages(tabs[1]!.heard)).toEqual(['x']);
    tabs[0]!.close();
    expect(browser.sources[0]!.closed).toBe(true);
  });

  it('a tab the browser refuses the lock (a framed widget, storage blocked) streams alone', async () => {
    const browser = fakeBrowser();
    const refused = {
      ...browser.platform,
      locks: { request: () => Promise.reject(new DOMException('denied', 'SecurityError')) },
    };
    const tabs = [browser.openTab(refused), browser.openTab(refused)];
    await settle();
    expect(browser.sources).toHaveLength(2);
    browser.sources[0]!.send('x', '1');
    await settle();
    expect(messages(tabs[0]!.heard)).toEqual(['x']);
    expect(messages(tabs[1]!.heard)).toEqual([]);
    tabs[0]!.close();
    expect(browser.sources[0]!.closed).toBe(true);
  });
});
