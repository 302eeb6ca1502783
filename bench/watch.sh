#!/usr/bin/env bash
# Measures watch mode: the time from saving a one-line edit in lesson 01 to its verdict on the screen of
# `./grade.sh --watch --lesson 01`, side by side with the bare toolchain's feedback for the same edit
# (`swift build --build-tests` + `swift test --skip-build --filter Lesson01Tests\.`), in one run.
#
#   bench/watch.sh [repetitions]      (default 9; prints a Markdown report on stdout)
#
# Two private copies of the workbook, every lesson solved: watch/ runs the watch loop in the background,
# bare/ is built and tested with SwiftPM alone. Each round edits the body of CachingMealService.meals(in:)
# in both. The watch time includes noticing the save (polling) and drawing the screen.
set -eu

repetitions=${1:-9}
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/workbook-watch.XXXXXX")
watcher=
cleanup() {
  [ -n "$watcher" ] && kill "$watcher" 2>/dev/null && wait "$watcher" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
. "$here/bench/common.sh"

for copy in watch bare; do
  copy_workbook "$work/$copy"
  solve "$work/$copy"
done

echo "Cold builds (one each)…" >&2
(cd "$work/watch" && ./grade.sh --lesson 01 >/dev/null 2>&1 || true)
(cd "$work/bare" && swift build --build-tests >/dev/null 2>&1 || true)

screens=$work/screens.txt
(cd "$work/watch" && exec ./grade.sh --watch --lesson 01 </dev/null >"$screens" 2>/dev/null) &
watcher=$!

# rounds_shown: how many screens the watch loop has drawn (each ends with its progress bar).
rounds_shown() { grep -c 'lessons done' "$screens" 2>/dev/null || true; }
# wait_for_round <count>: until the watch loop has drawn more than <count> screens.
wait_for_round() { while [ "$(rounds_shown)" -le "$1" ]; do sleep 0.005; done; }

wait_for_round 0
watch_times=() bare_times=()
for i in $(seq 1 "$repetitions"); do
  echo "Round $i of $repetitions…" >&2
  shown=$(rounds_shown)
  watch_times+=("$({ time (edit_lesson watch "7$i" && wait_for_round "$shown") ; } 2>&1)")
  sleep 0.5
  bare_times+=("$({ time (edit_lesson bare "7$i" && cd "$work/bare" && swift build --build-tests >/dev/null 2>&1 \
    && swift test --skip-build --filter 'Lesson01Tests\.' >/dev/null 2>&1 || true) ; } 2>&1)")
done

watch_median=$(median "${watch_times[@]}")
bare_median=$(median "${bare_times[@]}")
cat <<REPORT
## Watch mode, $(date -u +%Y-%m-%d) on $(uname -sm), $(getconf _NPROCESSORS_ONLN 2>/dev/null || echo "?") cores, $(swift --version 2>/dev/null | head -n 1)

Every lesson solved; medians of $repetitions rounds. Each round puts a new statement into the body of
\`CachingMealService.meals(in:)\` in lesson 01. Watch: from the save to the new screen of
\`./grade.sh --watch --lesson 01\`. Bare: \`swift build --build-tests\` then
\`swift test --skip-build --filter Lesson01Tests\\.\` after the same edit.

| Measurement | ./grade.sh --watch | bare toolchain | ratio watch / bare |
|---|---|---|---|
| save → verdict, one-line body edit in lesson 01 | ${watch_median} s | ${bare_median} s | $(ratio "$watch_median" "$bare_median") |

Raw times (s): watch ${watch_times[*]}; bare ${bare_times[*]}.
REPORT
