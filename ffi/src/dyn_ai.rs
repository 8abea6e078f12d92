//! The AI behind one object-safe trait: blocking choice, and thinking on a
//! background thread with progress, cancellation and a result to take.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread::JoinHandle;
use std::time::Instant;

use boardroom_ai::{Ismcts, SearchConfig};
use boardroom_engine::Game;
use boardroom_engine::registry::{self, GameVisitor};

use crate::dyn_game::{DynGame, GameBox};
use crate::status::{BrStatus, Res, fail};

pub trait DynAi: Send {
    fn choose(&mut self, game: &dyn DynGame) -> Res<u32>;
    fn start(&mut self, game: &dyn DynGame) -> Res;
    /// Iterations so far and whether the search has finished.
    fn poll(&self) -> Res<(u64, bool)>;
    fn cancel(&mut self) -> Res;
    fn take(&mut self) -> Res<u32>;
    /// Tells the AI that `action` is about to be applied to `game` (by any
    /// seat), so its next search can keep the matching part of its tree.
    fn observe(&mut self, game: &dyn DynGame, action: u32) -> Res;
}

struct Job<G: Game> {
    handle: JoinHandle<(Ismcts<G>, Option<G::Action>)>,
    cancel: Arc<AtomicBool>,
    progress: Arc<AtomicU64>,
    done: Arc<AtomicBool>,
}

pub struct AiBox<G: Game> {
    search: Option<Ismcts<G>>,
    job: Option<Job<G>>,
}

fn state_of<G: Game>(game: &dyn DynGame) -> Res<G> {
    match game.as_any().downcast_ref::<GameBox<G>>() {
        Some(b) => {
            if b.state.is_terminal() {
                return fail(
                    BrStatus::GameOver,
                    "the game is over: there is nothing to choose",
                );
            }
            Ok(b.state)
        }
        None => fail(
            BrStatus::WrongGame,
            format!("this AI plays {}, not {}", G::INFO.id, game.id()),
        ),
    }
}

impl<G: Game> AiBox<G> {
    fn idle(&mut self) -> Res<&mut Ismcts<G>> {
        match self.search.as_mut() {
            Some(s) => Ok(s),
            None => fail(
                BrStatus::Busy,
                "the AI is thinking in the background: cancel or take its result first",
            ),
        }
    }
}

impl<G: Game> DynAi for AiBox<G> {
    fn choose(&mut self, game: &dyn DynGame) -> Res<u32> {
        let state = state_of::<G>(game)?;
        let search = self.idle()?;
        Ok(G::action_id(search.search(&state, None)))
    }

    fn start(&mut self, game: &dyn DynGame) -> Res {
        let state = state_of::<G>(game)?;
        let mut search = match self.search.take() {
            Some(s) => s,
            None => return fail(BrStatus::Busy, "the AI is already thinking"),
        };
        let cancel = Arc::new(AtomicBool::new(false));
        let progress = Arc::new(AtomicU64::new(0));
        let done = Arc::new(AtomicBool::new(false));
        let (c, p, d) = (cancel.clone(), progress.clone(), done.clone());
        let spawned = std::thread::Builder::new()
            .name("boardroom-ai".into())
            .spawn(move || {
                let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    search.set_root(&state);
                    let config = search.config().clone();
                    let deadline = config.time.map(|t| Instant::now() + t);
                    let budget = config.iterations.unwrap_or(u64::MAX).max(1);
                    // Small slices so progress and cancellation are prompt.
                    let mut run = 0u64;
                    while run < budget && !c.load(Ordering::Relaxed) {
                        if deadline.is_some_and(|t| Instant::now() >= t) {
                            break;
                        }
                        let n = search.run_until((budget - run).min(256), deadline, Some(&c));
                        if n == 0 {
                            break;
                        }
                        run += n;
                        p.store(run, Ordering::Relaxed);
                    }
                    if search.root_visits() == 0 {
                        search.run(1);
                    }
                    let a = search.choose();
                    (search, Some(a))
                }));
                d.store(true, Ordering::Release);
                match result {
                    Ok(r) => r,
                    Err(_) => (Ismcts::new(SearchConfig::default()), None),
                }
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
            Err(e) => fail(
                BrStatus::Internal,
                format!("could not start the AI thread: {e}"),
            ),
        }
    }

    fn poll(&self) -> Res<(u64, bool)> {
        match &self.job {
            Some(j) => Ok((
                j.progress.load(Ordering::Relaxed),
                j.done.load(Ordering::Acquire),
            )),
            None => fail(BrStatus::NotReady, "the AI is not thinking"),
        }
    }

    fn cancel(&mut self) -> Res {
        match &self.job {
            Some(j) => {
                j.cancel.store(true, Ordering::Relaxed);
                Ok(())
            }
            None => fail(BrStatus::NotReady, "the AI is not thinking"),
        }
    }

    fn take(&mut self) -> Res<u32> {
        let Some(job) = self.job.take() else {
            return fail(BrStatus::NotReady, "the AI is not thinking");
        };
        if !job.done.load(Ordering::Acquire) {
            self.job = Some(job);
            return fail(
                BrStatus::NotReady,
                "the AI is still thinking: poll until done, or cancel",
            );
        }
        match job.handle.join() {
            Ok((search, Some(a))) => {
                self.search = Some(search);
                Ok(G::action_id(a))
            }
            Ok((search, None)) => {
                self.search = Some(search);
                fail(BrStatus::Internal, "the AI thread failed")
            }
            Err(_) => fail(BrStatus::Internal, "the AI thread panicked"),
        }
    }

    fn observe(&mut self, game: &dyn DynGame, action: u32) -> Res {
        self.observe_id(game, action)
    }
}

impl<G: Game> AiBox<G> {
    fn observe_id(&mut self, game: &dyn DynGame, id: u32) -> Res {
        let state = state_of::<G>(game)?;
        let search = self.idle()?;
        let Some(action) = G::action_from_id(id) else {
            return fail(
                BrStatus::IllegalAction,
                format!("action id {id} names no action of {}", G::INFO.id),
            );
        };
        if let Err(e) = state.clone().apply(action) {
            return fail(BrStatus::IllegalAction, e.to_string());
        }
        search.observe(&state, action);
        Ok(())
    }
}

impl<G: Game> Drop for AiBox<G> {
    fn drop(&mut self) {
        if let Some(job) = self.job.take() {
            job.cancel.store(true, Ordering::Relaxed);
            let _ = job.handle.join();
        }
    }
}

struct Create(SearchConfig);

impl GameVisitor for Create {
    type Output = Box<dyn DynAi>;
    fn visit<G: Game>(self) -> Box<dyn DynAi> {
        Box::new(AiBox::<G> {
            search: Some(Ismcts::new(self.0)),
            job: None,
        })
    }
}

/// `config` as a search of game `game_id` runs it (a preset's budget and
/// temperature become the game's).
pub fn for_game(game_id: &str, config: &SearchConfig) -> Res<SearchConfig> {
    config
        .for_game_id(game_id)
        .map_err(|e| crate::status::Failure(BrStatus::UnknownGame, e))
}

pub fn create(game_id: &str, config: SearchConfig) -> Res<Box<dyn DynAi>> {
    registry::dispatch(game_id, Create(config))
        .map_err(|e| crate::status::Failure(BrStatus::UnknownGame, e.to_string()))
}
