// The AI's Web Worker: loads the same WebAssembly module as the page and
// runs one decision at a time in small slices, reporting progress, keeping
// the spec's time cap with the browser's clock (the module has none) and
// answering "decide now" between slices. The page never waits on it.
import init, { WebThink, budgetJson } from './pkg/boardroom_web.js';

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

async function think(job) {
  await ready;
  const budget = JSON.parse(budgetJson(job.game, job.spec));
  const brain = new WebThink(job.game, job.save, job.spec, BigInt(job.seed));
  const start = performance.now();
  let reported = start;
  try {
    for (;;) {
      if (hurried.has(job.token)) break;
      const done = brain.iterations;
      const left = budget.iterations === null ? job.slice : Math.min(job.slice, budget.iterations - done);
      if (left <= 0) break;
      if (budget.millis !== null && performance.now() - start >= budget.millis) break;
      if (brain.run(left) === 0) break;
      const now = performance.now();
      if (now - reported >= 50) {
        reported = now;
        postMessage({ type: 'progress', token: job.token, iterations: brain.iterations, ms: now - start });
      }
      await yieldToMessages();
    }
    const action = brain.choose();
    postMessage({
      type: 'done', token: job.token, action,
      iterations: brain.iterations, ms: performance.now() - start,
    });
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
