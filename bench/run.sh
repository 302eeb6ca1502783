#!/usr/bin/env bash
# Measures the edit → feedback loop of ./grade.sh against the bare toolchain, in one run on one machine.
#
#   bench/run.sh [repetitions]      (default 5; prints a Markdown report on stdout)
#
# Four private copies of the workbook are made under a temporary folder. Two have every lesson solved
# (the reference solutions copied into Lessons/), so that the bare `swift build --build-tests` can build:
#   grader/  graded with ./grade.sh
#   bare/    built and tested with swift build / swift test, as a student without the grader would
# Two keep the starters, whose hidden checks cannot compile yet: the state of a lesson a student has
# just begun (starter-grader/, starter-bare/).
# Each measurement runs on its own copy, so neither side warms the other's build folder.
set -eu

repetitions=${1:-5}
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/workbook-bench.XXXXXX")
. "$here/bench/common.sh"
trap 'rm -rf "$work"' EXIT

# Seconds a command takes, to the millisecond, with bash's own clock (bash 3.2 has TIMEFORMAT too).
TIMEFORMAT=%3R

# make_copy <name> [starters]: a copy with every lesson solved, or with the starters left in place.
make_copy() {
  local copy=$work/$1
  mkdir -p "$copy"
  (cd "$here" && tar cf - Package.swift grade.sh Sources Tests Lessons Solutions) | (cd "$copy" && tar xf -)
  [ "${2:-}" = starters ] && return
  for lesson in "$copy"/Solutions/*/; do
    cp "$lesson"*.swift "$copy/Lessons/$(basename "$lesson")/"
  done
}

# time_in <copy> <command…>: runs the command in the copy and prints the seconds it took.
time_in() {
  local copy=$work/$1; shift
  { time (cd "$copy" && "$@" >/dev/null 2>&1 || true) ; } 2>&1
}

# A one-line edit to a learner's test in lesson 06: a statement in the body of its first test, as the
# lesson 01 edit is one in a function body — the edit → feedback of a lesson graded by the bugs it catches.
edit_learner_test() {
  local file=$work/$1/Lessons/06-TestingWithFakes/MealListModelTests.swift
  awk -v n="$2" '
    /^ *_ = "benchmark edit [0-9]+"$/ { next }
    { print }
    !done && /^ *func .*\{$/ { print "        _ = \"benchmark edit " n "\""; done = 1 }
  ' "$file" > "$file.edited" && mv "$file.edited" "$file"
}


bare_build() { swift build --build-tests; }
bare_test_lesson() { swift test --skip-build --filter 'Lesson01Tests\.'; }

make_copy grader
make_copy bare
make_copy starter-grader starters
make_copy starter-bare starters

echo "Cold builds (one each)…" >&2
cold_grader=$(time_in grader ./grade.sh)
cold_bare=$(time_in bare sh -c 'swift build --build-tests && swift test --skip-build --filter "Lesson[0-9]+Tests\."')
time_in starter-grader ./grade.sh >/dev/null
time_in starter-bare swift build --build-tests >/dev/null

# bare_after_edit <edit kind>: the bare toolchain's edit → feedback: build, then run lesson 01's checks.
bare_after_edit() {
  { time (cd "$work/bare" && bare_build >/dev/null 2>&1 && bare_test_lesson >/dev/null 2>&1 || true) ; } 2>&1
}

warm_grader=() warm_bare=() lesson_grader=() lesson_bare=() decl_grader=() decl_bare=() learner_grader=()
starter_grader=() starter_bare=() starter_untouched=()
for i in $(seq 1 "$repetitions"); do
  echo "Warm round $i of $repetitions…" >&2
  # The bare toolchain stops at the first compile error, so its time is all it offers here.
  edit_lesson starter-grader "3$i" declaration; starter_grader+=("$(time_in starter-grader ./grade.sh)")
  edit_lesson starter-bare "3$i" declaration; starter_bare+=("$(time_in starter-bare swift build --build-tests)")
  starter_untouched+=("$(time_in starter-grader ./grade.sh)")
  edit_lesson grader "$i"; warm_grader+=("$(time_in grader ./grade.sh)")
  edit_lesson bare "$i"; warm_bare+=("$(bare_after_edit)")
  edit_lesson grader "1$i"; lesson_grader+=("$(time_in grader ./grade.sh --lesson 01)")
  edit_lesson bare "1$i"; lesson_bare+=("$(bare_after_edit)")
  edit_lesson grader "2$i" declaration; decl_grader+=("$(time_in grader ./grade.sh)")
  edit_learner_test grader "4$i"; learner_grader+=("$(time_in grader ./grade.sh --lesson 06)")
  edit_lesson bare "2$i" declaration; decl_bare+=("$(bare_after_edit)")
done

lessons=$(ls -d "$here"/Lessons/[0-9][0-9]-* | wc -l | tr -d ' ')
cat <<REPORT
## $(date -u +%Y-%m-%d) on $(uname -sm), $(getconf _NPROCESSORS_ONLN 2>/dev/null || echo "?") cores, $(swift --version 2>/dev/null | head -n 1)

$lessons lessons, every one solved; medians of $repetitions runs for the warm rows, one run for the cold row.
The one-line edit puts a new statement \`_ = "benchmark edit N"\` into the body of \`CachingMealService.meals(in:)\`
in Lessons/01-SingletonProblem; the declaration edit adds a top-level constant instead, which changes the
module's interface, so the hidden checks of lesson 01 are compiled again. The bare toolchain's feedback is
\`swift build --build-tests\` followed by \`swift test --skip-build --filter Lesson01Tests\\.\`.

| Measurement | ./grade.sh | bare toolchain | ratio grader / bare |
|---|---|---|---|
| cold: first build, every lesson's checks | ${cold_grader} s | ${cold_bare} s (\`swift build --build-tests && swift test --skip-build --filter "Lesson[0-9]+Tests\\."\`) | $(ratio "$cold_grader" "$cold_bare") |
| warm: one-line edit, \`./grade.sh\` (every lesson) | $(median "${warm_grader[@]}") s | $(median "${warm_bare[@]}") s | $(ratio "$(median "${warm_grader[@]}")" "$(median "${warm_bare[@]}")") |
| warm: one-line edit, \`./grade.sh --lesson 01\` | $(median "${lesson_grader[@]}") s | $(median "${lesson_bare[@]}") s | $(ratio "$(median "${lesson_grader[@]}")" "$(median "${lesson_bare[@]}")") |
| warm: declaration edit, \`./grade.sh\` (every lesson) | $(median "${decl_grader[@]}") s | $(median "${decl_bare[@]}") s | $(ratio "$(median "${decl_grader[@]}")" "$(median "${decl_bare[@]}")") |
| starters: a line added to lesson 01, \`./grade.sh\` (every lesson) | $(median "${starter_grader[@]}") s | $(median "${starter_bare[@]}") s (\`swift build --build-tests\`, which fails) | $(ratio "$(median "${starter_grader[@]}")" "$(median "${starter_bare[@]}")") |
| starters: nothing changed since the last run, \`./grade.sh\` | $(median "${starter_untouched[@]}") s | — | — |

Lesson 06 is graded by the bugs its tests catch (a run of the learner's suite on each copy of MealKit with a bug), so its
feedback is compared with lesson 01's in the same run (target: at most 2×):

| Measurement | ./grade.sh | against \`--lesson 01\` above | ratio |
|---|---|---|---|
| warm: one-line edit to a learner test, \`./grade.sh --lesson 06\` | $(median "${learner_grader[@]}") s | $(median "${lesson_grader[@]}") s | $(ratio "$(median "${learner_grader[@]}")" "$(median "${lesson_grader[@]}")") |

Raw warm times (s): grade.sh ${warm_grader[*]}; bare ${warm_bare[*]}; grade.sh --lesson 01 ${lesson_grader[*]}; bare ${lesson_bare[*]}; declaration edit: grade.sh ${decl_grader[*]}; bare ${decl_bare[*]}; starters: grade.sh ${starter_grader[*]}; bare ${starter_bare[*]}; untouched ${starter_untouched[*]}; lesson 06 ${learner_grader[*]}.
REPORT
