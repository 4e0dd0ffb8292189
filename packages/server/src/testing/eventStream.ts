/** One server-sent event. */
export interface ServerEvent {
  event: string;
  data: string;
}

/** A server-sent event stream read over real HTTP, as a browser's EventSource would. */
export interface EventStream {
  /** The response's status and headers. */
  response: Response;
  /** The next event of a type (others before it are skipped); fails after the timeout. */
  next(event: string, timeoutMs?: number): Promise<ServerEvent>;
  /** Events received and not yet taken. */
  pending(): ServerEvent[];
  close(): void;
}

/** Opens a stream and reads its events as they come. */
export async function openEventStream(url: string): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { Accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const queue: ServerEvent[] = [];
  // In an object: TypeScript cannot see the reader below set it, and would narrow a plain let.
  const waiter: { wake: (() => void) | null } = { wake: null };
  let ended = false;
  void (async () => {
    if (response.body == null) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n').filter((line) => !line.startsWith(':'));
          if (lines.length === 0) continue;
          const field = (name: string) =>
            lines
              .filter((line) => line.startsWith(`${name}:`))
              .map((line) => line.slice(name.length + 1).replace(/^ /, ''));
          queue.push({ event: field('event')[0] ?? 'message', data: field('data').join('\n') });
          waiter.wake?.();
        }
      }
    } catch {
      // Closed by the test.
    } finally {
      ended = true;
      waiter.wake?.();
    }
  })();
  return {
    response,
    async next(event, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = queue.findIndex((e) => e.event === event);
        if (index !== -1) return queue.splice(0, index + 1).at(-1)!;
        if (ended) throw new Error(`The stream ended before a '${event}' event`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No '${event}' event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiter.wake = () => {
            clearTimeout(timer);
            waiter.wake = null;
            resolve();
          };
        });
      }
    },
    pending: () => [...queue],
    close: () => controller.abort(),
  };
}
