/*
 * Same seed, same game, on every platform: replays every line of the
 * golden file (ffi/tests/golden/replay-hashes.txt, whose header says how a
 * line is played) through the C ABI and compares the number of moves and
 * the FNV-1a hash of the action ids. Prints OK or FAIL a line and exits
 * non-zero on any mismatch, on an error, or when the file holds no game.
 * ffi/tests/replay.rs writes and checks the same file natively;
 * scripts/natives runs this program against the Linux, Windows (wine) and
 * emscripten (node) libraries, examples/c/run.sh against the release one.
 *
 *   replay FILE
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "boardroom.h"

#define MAX_SEATS 8

/* Prints the call's error and returns 0 when it did not succeed. */
static int ok(BrStatus st, const char *call, const char *what) {
    if (st == BR_STATUS_OK) return 1;
    char msg[512];
    size_t n = 0;
    msg[0] = '\0';
    br_last_error(msg, sizeof msg, &n);
    printf("FAIL %s: %s -> %d (%s)\n", what, call, (int)st, msg);
    return 0;
}

/* FNV-1a, 64 bits, over an action id as 4 bytes little-endian. */
static uint64_t fnv1a(uint64_t h, uint32_t id) {
    for (int i = 0; i < 4; i++) {
        h ^= (uint64_t)((id >> (8 * i)) & 0xFFu);
        h *= UINT64_C(0x100000001b3);
    }
    return h;
}

/* 16 lowercase hex digits, without printf's 64-bit length modifiers
 * (which older Windows C runtimes read differently). */
static void hex64(uint64_t v, char out[17]) {
    static const char digits[] = "0123456789abcdef";
    for (int i = 15; i >= 0; i--) {
        out[i] = digits[v & 0xFu];
        v >>= 4;
    }
    out[16] = '\0';
}

/* Plays one game as the file's header says: 1 when it matches. */
static int replay(const char *game_id, uint32_t players, uint64_t seed, char *seats,
                  unsigned long want_moves, const char *want_hash, const char *what) {
    char *spec[MAX_SEATS];
    uint32_t n = 0;
    for (char *s = strtok(seats, "|"); s != NULL; s = strtok(NULL, "|")) {
        if (n == MAX_SEATS) break;
        spec[n++] = s;
    }
    if (n != players) {
        printf("FAIL %s: %u seats for %u players\n", what, (unsigned)n, (unsigned)players);
        return 0;
    }
    BrGame game = 0;
    if (!ok(br_game_new(game_id, players, seed, NULL, &game), "br_game_new", what)) return 0;
    BrAi ai[MAX_SEATS] = {0};
    int good = 1;
    for (uint32_t s = 0; s < n && good; s++) {
        good = ok(br_ai_new_spec(game, spec[s], seed + 1 + s, &ai[s]), "br_ai_new_spec", what);
    }
    uint64_t hash = UINT64_C(0xcbf29ce484222325);
    unsigned long moves = 0;
    int32_t seat = -1;
    while (good && (good = ok(br_game_to_move(game, &seat), "br_game_to_move", what)) && seat >= 0) {
        uint32_t action = 0;
        good = ok(br_ai_choose(ai[seat], game, (uint32_t)seat, &action), "br_ai_choose", what);
        for (uint32_t s = 0; s < n && good; s++) {
            good = ok(br_ai_observe(ai[s], game, (uint32_t)seat, action), "br_ai_observe", what);
        }
        if (good) good = ok(br_game_apply(game, (uint32_t)seat, action), "br_game_apply", what);
        hash = fnv1a(hash, action);
        moves++;
    }
    for (uint32_t s = 0; s < n; s++) {
        if (ai[s] != 0) br_ai_free(ai[s]);
    }
    br_game_free(game);
    if (!good) return 0;
    char got[17];
    hex64(hash, got);
    if (moves != want_moves || strcmp(got, want_hash) != 0) {
        printf("FAIL %s: %lu moves, hash %s; the file has %lu moves, hash %s\n", what, moves, got,
               want_moves, want_hash);
        return 0;
    }
    printf("OK   %s\n", what);
    return 1;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: replay FILE\n");
        return 2;
    }
    FILE *f = fopen(argv[1], "r");
    if (f == NULL) {
        fprintf(stderr, "replay: cannot open %s\n", argv[1]);
        return 2;
    }
    char line[4096];
    int games = 0, failed = 0;
    while (fgets(line, sizeof line, f) != NULL) {
        if (line[0] == '#' || line[0] == '\n' || line[0] == '\r' || line[0] == '\0') continue;
        char what[256];
        strncpy(what, line, sizeof what - 1);
        what[sizeof what - 1] = '\0';
        what[strcspn(what, "\r\n")] = '\0';
        /* GAME PLAYERS SEED MOVES HASH SEATS */
        const char *sep = " \t\r\n";
        char *id = strtok(line, sep);
        char *players = strtok(NULL, sep);
        char *seed = strtok(NULL, sep);
        char *moves = strtok(NULL, sep);
        char *hash = strtok(NULL, sep);
        char *seats = strtok(NULL, sep);
        games++;
        if (seats == NULL || strlen(hash) != 16) {
            printf("FAIL malformed line: %s\n", what);
            failed++;
            continue;
        }
        /* The seats' text is split on '|' by replay, after strtok is done
         * with this line. */
        char seats_copy[2048];
        strncpy(seats_copy, seats, sizeof seats_copy - 1);
        seats_copy[sizeof seats_copy - 1] = '\0';
        if (!replay(id, (uint32_t)strtoul(players, NULL, 10), (uint64_t)strtoull(seed, NULL, 10),
                    seats_copy, strtoul(moves, NULL, 10), hash, what)) {
            failed++;
        }
    }
    fclose(f);
    if (games == 0) {
        printf("FAIL %s holds no game\n", argv[1]);
        return 1;
    }
    printf("replay: %d of %d games as in %s\n", games - failed, games, argv[1]);
    return failed == 0 ? 0 : 1;
}
