// The AI's Web Worker: loads the same WebAssembly module as the page and
// runs one decision (or hint) at a time in small slices, reporting
// progress, keeping the spec's time cap with the browser's clock (the
// module has none) and answering "decide now" between slices. Each job
// starts afresh from the saved position, so nothing the page took back
// (an undo, a load) can be stale here. The page never waits on it.
import init, { WebThink } from './pkg/boardroom_web.js';

// The page sends the module it compiled, so the WebAssembly is fetched
// and compiled once.
let setReady;
const ready = new Promise((resolve) => { setReady = resolve; });
const hurried = new Set();
let queue = Promise.resolve();

// A macrotask boundary without setTimeout's 4 ms clamp, so messages
// ("decide now") are read between slices.
const channel = new MessageChannel();
const waiting = [];
channel.port1.onmessage = () => waiting.shift()?.();
const yieldToMessages = () => new Promise((resolve) => {
  waiting.push(resolve);
  channel.port2.postMessage(0);
});

// A job: { token, game, save, spec, seed, slice } and, for a hint, the
// seats' names and the page's language: the analysis (ranked moves, the
// likely line) is posted instead of a move, in that language.
async function think(job) {
  await ready;
  const brain = new WebThink(job.game, job.save, job.spec, BigInt(job.seed), job.lang);
  const cap = brain.timeCapMs;
  const start = performance.now();
  let reported = start;
  try {
    for (;;) {
      if (hurried.has(job.token)) break;
      if (cap != null && performance.now() - start >= cap) break;
      if (brain.step(job.slice)) break;
      const now = performance.now();
      if (now - reported >= 50) {
        reported = now;
        postMessage({ type: 'progress', token: job.token, iterations: brain.iterations, ms: now - start });
      }
      await yieldToMessages();
    }
    const done = { token: job.token, iterations: brain.iterations, ms: performance.now() - start };
    if (job.names) {
      postMessage({ type: 'hint', analysis: JSON.parse(brain.analysisJson(job.names)), ...done });
    } else {
      postMessage({ type: 'done', action: brain.finish(), ...done });
    }
  } finally {
    brain.free();
    hurried.delete(job.token);
  }
}

onmessage = (e) => {
  const msg = e.data;
  if (msg.type === 'module') {
    setReady(init({ module_or_path: msg.module }));
  } else if (msg.type === 'hurry') {
    hurried.add(msg.token);
  } else if (msg.type === 'think') {
    queue = queue.then(() => think(msg)).catch((err) => {
      postMessage({ type: 'error', token: msg.token, message: String(err?.message ?? err) });
    });
  }
};
