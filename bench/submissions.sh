#!/usr/bin/env bash
# Measures grading submissions with --submission against a warm ./grade.sh of the same code, in one
# run on one machine.
#
#   bench/submissions.sh [count]      (default 10; prints a Markdown report on stdout)
#
# An instructor's copy of the workbook grades `count` + 1 submissions one after another; the first
# builds the private copy's support modules, the rest are timed. Two sets are timed:
#   same       the same lesson files each time (a class handing in identical work): nothing to rebuild
#   differing  each submission edits a line of lesson 01 and lesson 04, as real submissions differ
# They are compared with one warm `./grade.sh` in a student's copy holding the same code, and with a
# student's `./grade.sh` right after the same kind of edit.
set -eu

count=${1:-10}
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/workbook-submissions.XXXXXX")
trap 'rm -rf "$work"' EXIT
. "$here/bench/common.sh"

# vary <folder> <n>: a one-line change in lessons 01 and 04 that differs per n.
vary() {
  for file in "$1"/Lessons/01-*/RecipeListView.swift "$1"/Lessons/04-*/RecipeListView.swift; do
    printf '\nprivate let submissionMarker%s = %s\n' "$2" "$2" >> "$file"
  done
}

instructor=$work/instructor
copy_workbook "$instructor"
student=$work/student
copy_workbook "$student"
solve "$student"
(cd "$instructor" && ./grade.sh --help >/dev/null)

for n in $(seq 0 "$count"); do
  copy_workbook "$work/same-$n" && solve "$work/same-$n"
  copy_workbook "$work/differing-$n" && solve "$work/differing-$n" && vary "$work/differing-$n" "$n"
done

first=$(seconds sh -c "cd '$instructor' && ./grade.sh --submission '$work/same-0'")
same_total=0
for n in $(seq 1 "$count"); do
  s=$(seconds sh -c "cd '$instructor' && ./grade.sh --submission '$work/same-$n'")
  same_total=$(awk "BEGIN { print $same_total + $s }")
done
(cd "$instructor" && ./grade.sh --submission "$work/differing-0" >/dev/null 2>&1 || true)
differing_total=0
for n in $(seq 1 "$count"); do
  s=$(seconds sh -c "cd '$instructor' && ./grade.sh --submission '$work/differing-$n'")
  differing_total=$(awk "BEGIN { print $differing_total + $s }")
done

# The student's side: one cold run to warm the build, then a warm run, then a run after an edit.
(cd "$student" && ./grade.sh >/dev/null 2>&1 || true)
warm=$(seconds sh -c "cd '$student' && ./grade.sh")
vary "$student" edited
edited=$(seconds sh -c "cd '$student' && ./grade.sh")

same=$(awk "BEGIN { printf \"%.2f\", $same_total / $count }")
differing=$(awk "BEGIN { printf \"%.2f\", $differing_total / $count }")
echo "## $(date +%Y-%m-%d) on $(uname -s) $(uname -m), $(getconf _NPROCESSORS_ONLN 2>/dev/null || sysctl -n hw.ncpu) cores, $(swift --version 2>&1 | grep -o 'Swift version [0-9.]* ([^)]*)' | head -n 1)"
echo
echo "| measurement | seconds | ratio |"
echo "|---|---|---|"
echo "| first submission (builds the private copy) | $first | |"
echo "| warm ./grade.sh of the same code (student) | $warm | 1.00 |"
echo "| --submission, same files, mean of $count | $same | $(awk "BEGIN { printf \"%.2f\", $same / $warm }") |"
echo "| ./grade.sh after a one-line edit in two lessons (student) | $edited | 1.00 |"
echo "| --submission, files differ from the last, mean of $count | $differing | $(awk "BEGIN { printf \"%.2f\", $differing / $edited }") |"
