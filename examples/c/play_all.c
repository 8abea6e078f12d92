/*
 * A C client of the Boardroom ABI: plays one full AI-vs-AI game of every
 * game the library has, its moves chosen in turn by a blocking call, by
 * background thinking and by thinking in slices on this thread, reads
 * what a table needs (scene, legal actions, numbered events, a hint, an
 * undo), and checks the error paths a client relies on.
 * Exits non-zero on any failure. Built and run by examples/c/run.sh.
 */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "boardroom.h"

static int failures = 0;

#define CHECK(call)                                                        \
    do {                                                                   \
        BrStatus st_ = (call);                                             \
        if (st_ != BR_STATUS_OK) {                                         \
            char msg_[512];                                                \
            size_t n_ = 0;                                                 \
            br_last_error(msg_, sizeof msg_, &n_);                         \
            fprintf(stderr, "%s:%d: %s -> %d (%s)\n", __FILE__, __LINE__, \
                    #call, (int)st_, msg_);                                \
            exit(1);                                                       \
        }                                                                  \
    } while (0)

#define EXPECT(cond)                                                        \
    do {                                                                    \
        if (!(cond)) {                                                      \
            fprintf(stderr, "%s:%d: expected %s\n", __FILE__, __LINE__, #cond); \
            failures++;                                                     \
        }                                                                   \
    } while (0)

/* Fills a malloc'd string from a text call sized by a first call. */
#define TEXT(var, call_with_buf)                                            \
    do {                                                                    \
        size_t needed_ = 0;                                                 \
        char *buf = NULL;                                                   \
        size_t cap = 0;                                                     \
        size_t *needed = &needed_;                                          \
        EXPECT((call_with_buf) == BR_STATUS_BUFFER_TOO_SMALL);              \
        buf = malloc(needed_);                                              \
        cap = needed_;                                                      \
        CHECK(call_with_buf);                                               \
        (var) = buf;                                                        \
    } while (0)

/* What a table reads before the first move: the scene, the legal actions
 * with their labels, a hint; then a move taken back with the fair undo. */
static void table(BrGame game, BrAi ai) {
    int32_t seat = 0;
    CHECK(br_game_to_move(game, &seat));
    char *scene, *legal, *hint, *events;
    TEXT(scene, br_game_scene_json(game, seat, "Ann,Bob", buf, cap, needed));
    EXPECT(strstr(scene, "\"zones\"") != NULL && strstr(scene, "Ann") != NULL);
    TEXT(legal, br_game_legal_json(game, buf, cap, needed));
    EXPECT(strstr(legal, "\"label\"") != NULL);
    CHECK(br_ai_analyze(ai, game, (uint32_t)seat, NULL));
    TEXT(hint, br_ai_hint_json(ai, buf, cap, needed));
    EXPECT(strstr(hint, "\"visit_share\"") != NULL);
    uint32_t actions[512];
    size_t count = 0;
    CHECK(br_game_legal_actions(game, actions, 512, &count));
    if (count > 1) {
        uint64_t next = 0;
        CHECK(br_game_next_seq(game, &next));
        uint32_t undone = 0;
        EXPECT(br_game_undo(game, (uint32_t)seat, &undone) == BR_STATUS_CANNOT_UNDO);
        CHECK(br_game_apply(game, (uint32_t)seat, actions[count - 1]));
        CHECK(br_game_undo(game, (uint32_t)seat, &undone));
        EXPECT(undone == 1);
        TEXT(events, br_game_events_after_json(game, -1, (int64_t)next - 1, NULL, buf, cap, needed));
        EXPECT(strstr(events, "\"undone\"") != NULL);
        free(events);
        CHECK(br_ai_reset(ai));
    }
    free(scene);
    free(legal);
    free(hint);
}

static int play(const char *id, uint32_t players, uint64_t seed) {
    BrGame game = 0;
    CHECK(br_game_new(id, players, seed, NULL, &game));

    /* The library reads and writes only the fields within size. */
    BrAiSettings settings = {.size = sizeof(BrAiSettings)};
    /* The game's own easy rung (each game spaces its difficulties). */
    CHECK(br_ai_settings_game_preset(game, "easy", &settings));
    /* BOARDROOM_AI_ITERATIONS lowers the budget for slow runs (valgrind). */
    const char *budget = getenv("BOARDROOM_AI_ITERATIONS");
    settings.iterations = budget ? (uint64_t)strtoull(budget, NULL, 10) : 60;
    if (settings.iterations == 0) settings.iterations = 1;
    settings.milliseconds = 0;
    settings.temperature = 0.0;
    settings.seed = seed;
    /* ABI 2: every search setting; these are the preset's, spelled out. */
    settings.reuse_tree = 1;       /* keep the subtree between decisions */
    settings.expansion = 2;        /* the game's choice of first move */
    settings.score_weight = -1.0;  /* the game's score blend */
    BrAi ai = 0;
    CHECK(br_ai_new_with(game, &settings, &ai));

    table(game, ai);

    uint32_t actions[512];
    int32_t seat = 0;
    int moves = 0;
    CHECK(br_game_to_move(game, &seat));
    while (seat >= 0) {
        size_t count = 0;
        CHECK(br_game_legal_actions(game, actions, 512, &count));
        EXPECT(count > 0);
        uint32_t action = 0;
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
        /* No threads (emscripten without pthreads, as Unity WebGL and
         * Godot's web export build): no background thinking. */
        int way = moves % 2;
#else
        int way = moves % 3;
#endif
        if (way == 0) {
            CHECK(br_ai_choose(ai, game, (uint32_t)seat, &action));
        } else if (way == 1) {
            /* A frame loop's way, and the only way without threads: a
             * slice of the search per frame on this thread. */
            uint8_t done = 0;
            CHECK(br_ai_think_begin(ai, game, (uint32_t)seat));
            while (!done) CHECK(br_ai_think_step(ai, 16, &done));
            CHECK(br_ai_think_take(ai, &action));
        } else {
            uint64_t iterations = 0;
            uint8_t done = 0;
            CHECK(br_ai_think_start(ai, game, (uint32_t)seat));
            while (!done) {
                /* One poll per "frame": a busy loop would starve the AI
                 * thread (under valgrind, which runs one thread at a time). */
                struct timespec frame = {0, 1000000};
                nanosleep(&frame, NULL);
                CHECK(br_ai_think_poll(ai, &iterations, &done));
            }
            CHECK(br_ai_think_take(ai, &action));
        }
        int legal = 0;
        for (size_t i = 0; i < count; i++) {
            if (actions[i] == action) legal = 1;
        }
        EXPECT(legal);
        /* The wrong seat is refused and changes nothing. */
        uint32_t n_players = 0;
        CHECK(br_game_players(game, &n_players));
        if (n_players > 1) {
            EXPECT(br_game_apply(game, ((uint32_t)seat + 1) % n_players, action) == BR_STATUS_WRONG_SEAT);
        }
        /* Tell the AI every action before it is applied, so its next
         * search keeps its tree; an action it cannot have is refused. */
        EXPECT(br_ai_observe(ai, game, (uint32_t)seat, 0xFFFFFFFFu) == BR_STATUS_ILLEGAL_ACTION);
        CHECK(br_ai_observe(ai, game, (uint32_t)seat, action));
        CHECK(br_game_apply(game, (uint32_t)seat, action));
        moves++;
        CHECK(br_game_to_move(game, &seat));
    }

    double returns[8];
    size_t n = 0;
    CHECK(br_game_returns(game, returns, 8, &n));
    double total = 0;
    printf("%-20s %u players, %4d moves, returns:", id, players, moves);
    for (size_t i = 0; i < n; i++) {
        printf(" %.2f", returns[i]);
        total += returns[i];
    }
    printf("\n");
    EXPECT(total > 0.999 && total < 1.001);

    /* Save, load, and a corrupt save. */
    size_t needed = 0;
    EXPECT(br_game_save(game, NULL, 0, &needed) == BR_STATUS_BUFFER_TOO_SMALL);
    uint8_t *bytes = malloc(needed);
    CHECK(br_game_save(game, bytes, needed, &needed));
    BrGame loaded = 0;
    CHECK(br_game_load(id, bytes, needed, &loaded));
    bytes[needed / 2] ^= 0x10;
    BrGame bad = 0;
    EXPECT(br_game_load(id, bytes, needed, &bad) == BR_STATUS_CORRUPT_SAVE);
    free(bytes);

    /* Events for a spectator, in a buffer sized by a first call. */
    if (br_game_events_json(game, -1, NULL, 0, &needed) == BR_STATUS_BUFFER_TOO_SMALL) {
        char *json = malloc(needed);
        CHECK(br_game_events_json(game, -1, json, needed, &needed));
        EXPECT(json[0] == '[');
        free(json);
    }

    /* The final screen as people read it: the spectator's text view. */
    if (br_game_view_text(game, -1, NULL, NULL, 0, &needed) == BR_STATUS_BUFFER_TOO_SMALL) {
        char *text = malloc(needed);
        CHECK(br_game_view_text(game, -1, NULL, text, needed, &needed));
        EXPECT(strstr(text, "Game over") != NULL);
        free(text);
    }

    CHECK(br_ai_free(ai));
    EXPECT(br_ai_free(ai) == BR_STATUS_INVALID_HANDLE);
    CHECK(br_game_free(loaded));
    CHECK(br_game_free(game));
    EXPECT(br_game_free(game) == BR_STATUS_INVALID_HANDLE);
    EXPECT(br_game_to_move(game, &seat) == BR_STATUS_INVALID_HANDLE);
    return 0;
}

int main(void) {
    EXPECT(br_abi_version() == BR_ABI_VERSION);
    size_t games = 0;
    CHECK(br_game_count(&games));
    EXPECT(games >= 1);
    BrGame none = 0;
    EXPECT(br_game_new("no-such-game", 2, 1, NULL, &none) == BR_STATUS_UNKNOWN_GAME);
    EXPECT(br_game_new(NULL, 2, 1, NULL, &none) == BR_STATUS_NULL_POINTER);
    for (size_t i = 0; i < games; i++) {
        char id[64];
        size_t needed = 0;
        uint32_t lo = 0, hi = 0;
        CHECK(br_game_info(i, id, sizeof id, &needed, &lo, &hi));
        uint32_t players = lo < 3 && hi >= 3 ? 3 : lo;
        play(id, players, 1000 + i);
    }
    if (failures) {
        fprintf(stderr, "%d checks failed\n", failures);
        return 1;
    }
    printf("c client: all games played\n");
    return 0;
}
