#!/usr/bin/env bash
# Measures the edit → feedback loop of ./grade.sh against the bare toolchain, in one run on one machine.
#
#   bench/run.sh [repetitions]      (default 5; prints a Markdown report on stdout)
#
# Two private copies of the workbook are made under a temporary folder, with every lesson solved (the
# reference solutions copied into Lessons/), so that the bare `swift build --build-tests` can build:
#   grader/  graded with ./grade.sh
#   bare/    built and tested with swift build / swift test, as a student without the grader would
# Each measurement runs on its own copy, so neither side warms the other's build folder.
set -eu

repetitions=${1:-5}
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/workbook-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

now() { python3 -c 'import time; print(time.time())'; }
elapsed() { python3 -c "print(round($2 - $1, 3))"; }

make_copy() {
  local copy=$work/$1
  mkdir -p "$copy"
  (cd "$here" && tar cf - Package.swift grade.sh Sources Tests Lessons Solutions) | (cd "$copy" && tar xf -)
  for lesson in "$copy"/Solutions/*/; do
    cp "$lesson"*.swift "$copy/Lessons/$(basename "$lesson")/"
  done
}

# time_in <copy> <command…>: runs the command in the copy and prints the seconds it took.
time_in() {
  local copy=$work/$1; shift
  local start end
  start=$(now)
  (cd "$copy" && "$@" >/dev/null 2>&1) || true
  end=$(now)
  elapsed "$start" "$end"
}

# A one-line edit that changes the compiled code of lesson 01 (a new string literal each time).
edit_lesson() {
  local file=$work/$1/Lessons/01-SingletonProblem/CachingMealService.swift
  python3 - "$file" "$2" <<'PY'
import sys, re
path, n = sys.argv[1], sys.argv[2]
text = open(path).read()
line = f'let benchmarkEdit = "edit {n}"\n'
text = re.sub(r'let benchmarkEdit = "edit \d+"\n', '', text) + line
open(path, "w").write(text)
PY
}

median() { python3 -c "import statistics,sys; print(round(statistics.median(float(x) for x in sys.argv[1:]), 2))" "$@"; }
ratio() { python3 -c "print(round($1 / $2, 2))"; }

bare_build() { swift build --build-tests; }
bare_test_lesson() { swift test --skip-build --filter 'Lesson01Tests\.'; }

make_copy grader
make_copy bare

echo "Cold builds (one each)…" >&2
cold_grader=$(time_in grader ./grade.sh)
cold_bare=$(time_in bare sh -c 'swift build --build-tests && swift test --skip-build --filter "Lesson[0-9]+Tests\."')

warm_grader=() warm_bare=() lesson_grader=() lesson_bare=()
for i in $(seq 1 "$repetitions"); do
  echo "Warm round $i of $repetitions…" >&2
  edit_lesson grader "$i"; warm_grader+=("$(time_in grader ./grade.sh)")
  edit_lesson bare "$i"
  start=$(now); (cd "$work/bare" && bare_build >/dev/null 2>&1 && bare_test_lesson >/dev/null 2>&1) || true
  warm_bare+=("$(elapsed "$start" "$(now)")")
  edit_lesson grader "1$i"; lesson_grader+=("$(time_in grader ./grade.sh --lesson 01)")
  edit_lesson bare "1$i"
  start=$(now); (cd "$work/bare" && bare_build >/dev/null 2>&1 && bare_test_lesson >/dev/null 2>&1) || true
  lesson_bare+=("$(elapsed "$start" "$(now)")")
done

lessons=$(ls -d "$here"/Lessons/[0-9][0-9]-* | wc -l | tr -d ' ')
cat <<REPORT
## $(date -u +%Y-%m-%d) on $(uname -sm), $(getconf _NPROCESSORS_ONLN 2>/dev/null || echo "?") cores, $(swift --version 2>/dev/null | head -n 1)

$lessons lessons, every one solved; medians of $repetitions runs for the warm rows, one run for the cold row.
The edit appends one line with a new string literal to Lessons/01-SingletonProblem/CachingMealService.swift.

| Measurement | ./grade.sh | bare toolchain | ratio grader / bare |
|---|---|---|---|
| cold: first build, every lesson's checks | ${cold_grader} s | ${cold_bare} s (\`swift build --build-tests && swift test --skip-build --filter "Lesson[0-9]+Tests\\."\`) | $(ratio "$cold_grader" "$cold_bare") |
| warm: one-line edit, \`./grade.sh\` (every lesson) | $(median "${warm_grader[@]}") s | $(median "${warm_bare[@]}") s (\`swift build --build-tests\` + \`swift test --skip-build --filter Lesson01Tests\\.\`) | $(ratio "$(median "${warm_grader[@]}")" "$(median "${warm_bare[@]}")") |
| warm: one-line edit, \`--lesson 01\` | $(median "${lesson_grader[@]}") s | $(median "${lesson_bare[@]}") s (\`swift build --build-tests\` + \`swift test --skip-build --filter Lesson01Tests\\.\`) | $(ratio "$(median "${lesson_grader[@]}")" "$(median "${lesson_bare[@]}")") |

Raw warm times (s): grade.sh ${warm_grader[*]}; bare ${warm_bare[*]}; grade.sh --lesson 01 ${lesson_grader[*]}; bare lesson ${lesson_bare[*]}.
REPORT
