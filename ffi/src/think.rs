//! An AI handle's one job beyond the AI's own face: thinking on a
//! background thread, with progress, cancellation and a result to take.
//! Thinking in slices on the caller's thread and everything else is
//! `boardroom_ai::dynamic`.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread::JoinHandle;

use boardroom_ai::dynamic::{DynAgent, Progress};
use boardroom_engine::dynamic::{DynGame, Error, ErrorKind};

type Outcome = (Box<dyn DynAgent>, Result<u32, Error>);

struct Job {
    handle: JoinHandle<Option<Outcome>>,
    cancel: Arc<AtomicBool>,
    progress: Arc<AtomicU64>,
    done: Arc<AtomicBool>,
}

/// What an AI handle holds: the agent, or the thread that has it.
pub struct AiHandle {
    agent: Option<Box<dyn DynAgent>>,
    job: Option<Job>,
    /// The last slice's progress while a sliced decision is under way.
    sliced: Option<Progress>,
    /// The last analysis, as JSON.
    hint: Option<String>,
}

fn err(kind: ErrorKind, message: &str) -> Error {
    Error::new(kind, message)
}

impl AiHandle {
    pub fn new(agent: Box<dyn DynAgent>) -> Self {
        AiHandle {
            agent: Some(agent),
            job: None,
            sliced: None,
            hint: None,
        }
    }

    /// The agent, when no thread has it.
    pub fn agent(&mut self) -> Result<&mut Box<dyn DynAgent>, Error> {
        if self.job.is_some() {
            return Err(err(
                ErrorKind::Busy,
                "the AI is thinking in the background: cancel or take its result first",
            ));
        }
        self.agent.as_mut().ok_or_else(|| {
            err(
                ErrorKind::NotReady,
                "the AI was lost to an internal error while thinking: free it and make another",
            )
        })
    }

    /// Thinks the whole budget for the seat to move and keeps the analysis.
    pub fn analyze(&mut self, game: &dyn DynGame, names: &[&str]) -> Result<(), Error> {
        let agent = self.agent()?;
        agent.start(game)?;
        while !agent.step(1024)?.done {}
        let analysis = agent.analysis_json(names);
        agent.finish()?;
        self.hint = Some(analysis?);
        Ok(())
    }

    /// The analysis `analyze` kept.
    pub fn hint(&self) -> Result<&str, Error> {
        self.hint
            .as_deref()
            .ok_or_else(|| err(ErrorKind::NotReady, "no hint yet: call br_ai_analyze first"))
    }

    /// Starts a sliced decision (no thread): `step` then `take`.
    pub fn begin(&mut self, game: &dyn DynGame) -> Result<(), Error> {
        self.agent()?.start(game)?;
        self.sliced = Some(Progress {
            iterations: 0,
            done: false,
        });
        Ok(())
    }

    /// One slice of a decision started by `begin`, on this thread.
    pub fn step(&mut self, max_iterations: u64) -> Result<Progress, Error> {
        if self.sliced.is_none() {
            return Err(err(
                ErrorKind::NotReady,
                "no sliced decision is under way: call br_ai_think_begin first",
            ));
        }
        let p = self.agent()?.step(max_iterations)?;
        self.sliced = Some(p);
        Ok(p)
    }

    /// Starts a decision on a background thread.
    pub fn start(&mut self, game: &dyn DynGame) -> Result<(), Error> {
        let agent = self.agent()?;
        if agent.thinking() {
            return Err(err(ErrorKind::Busy, "the AI is already deciding"));
        }
        agent.start(game)?;
        let mut agent = self.agent.take().expect("checked");
        let cancel = Arc::new(AtomicBool::new(false));
        let progress = Arc::new(AtomicU64::new(0));
        let done = Arc::new(AtomicBool::new(false));
        let (c, p, d) = (cancel.clone(), progress.clone(), done.clone());
        let spawned = std::thread::Builder::new()
            .name("boardroom-ai".into())
            .spawn(move || {
                let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || {
                    // Small slices so that progress and cancellation are prompt.
                    while !c.load(Ordering::Relaxed) {
                        match agent.step(256) {
                            Ok(s) => {
                                p.store(s.iterations, Ordering::Relaxed);
                                if s.done {
                                    break;
                                }
                            }
                            Err(_) => break,
                        }
                    }
                    let chosen = agent.finish();
                    (agent, chosen)
                }));
                d.store(true, Ordering::Release);
                run.ok()
            });
        match spawned {
            Ok(handle) => {
                self.job = Some(Job {
                    handle,
                    cancel,
                    progress,
                    done,
                });
                Ok(())
            }
            Err(e) => Err(Error::new(
                ErrorKind::NotReady,
                format!(
                    "could not start the AI thread ({e}); on targets without threads think in slices with br_ai_think_begin and br_ai_think_step"
                ),
            )),
        }
    }

    /// Iterations so far and whether the result can be taken.
    pub fn poll(&self) -> Result<(u64, bool), Error> {
        if let Some(j) = &self.job {
            return Ok((
                j.progress.load(Ordering::Relaxed),
                j.done.load(Ordering::Acquire),
            ));
        }
        match self.sliced {
            Some(p) => Ok((p.iterations, p.done)),
            None => Err(err(ErrorKind::NotReady, "the AI is not thinking")),
        }
    }

    /// Asks thinking to stop: a thread soon, a sliced decision at once.
    pub fn cancel(&mut self) -> Result<(), Error> {
        if let Some(j) = &self.job {
            j.cancel.store(true, Ordering::Relaxed);
            return Ok(());
        }
        match &mut self.sliced {
            Some(p) => {
                p.done = true;
                Ok(())
            }
            None => Err(err(ErrorKind::NotReady, "the AI is not thinking")),
        }
    }

    /// The move thinking chose (not ready until done).
    pub fn take(&mut self) -> Result<u32, Error> {
        if self.sliced.take().is_some() {
            return self.agent()?.finish();
        }
        let Some(job) = self.job.take() else {
            return Err(err(ErrorKind::NotReady, "the AI is not thinking"));
        };
        if !job.done.load(Ordering::Acquire) {
            self.job = Some(job);
            return Err(err(
                ErrorKind::NotReady,
                "the AI is still thinking: poll until done, or cancel",
            ));
        }
        match job.handle.join() {
            Ok(Some((agent, chosen))) => {
                self.agent = Some(agent);
                chosen
            }
            _ => Err(err(
                ErrorKind::NotReady,
                "the AI thread failed with an internal error",
            )),
        }
    }
}

impl Drop for AiHandle {
    /// Stops a background thread promptly; its slices are small.
    fn drop(&mut self) {
        if let Some(job) = self.job.take() {
            job.cancel.store(true, Ordering::Relaxed);
            let _ = job.handle.join();
        }
    }
}
