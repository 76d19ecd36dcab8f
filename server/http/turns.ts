/**
 * Starts work in the order it arrived, one piece per turn of the event loop.
 *
 * A request the app renders runs from Node's callback to its last byte without giving the event loop
 * back (on the embedded database every step between is a microtask), and Node does not take ready
 * connections in the order their requests came: under load a few connections were served again and
 * again while others waited. At 64 connections on an uncached page, the median wait was 150 ms but one
 * request in a hundred waited over a second, and one in a hundred more over two (wrk gave up on them);
 * a server that only burned the same CPU per request did the same. Started from a queue, one per
 * turn, each request waits for those before it and no longer: the slowest in a hundred then waits
 * about as long as the median one. Between two turns the event loop reads the sockets again, so the
 * pages the cache holds, answered as they are read, do not wait behind the renders.
 */
export function createTurns(): (task: () => void) => void {
  const waiting: Array<() => void> = [];
  let scheduled = false;
  const turn = () => {
    const task = waiting.shift()!;
    try {
      task();
    } finally {
      if (waiting.length > 0) setImmediate(turn);
      else scheduled = false;
    }
  };
  return (task) => {
    waiting.push(task);
    if (!scheduled) {
      scheduled = true;
      setImmediate(turn);
    }
  };
}
