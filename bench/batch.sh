#!/usr/bin/env bash
# Measures grading a class: `count` submissions with --submissions against a cold ./grade.sh (taken before and
# after the classes), in one run on one machine.
#
#   bench/batch.sh [count]      (default 30; prints a Markdown report on stdout)
#
# Two classes, graded one after the other by the same instructor's copy:
# - realistic: a third solved, a third with the starters, a third solved but for lesson 01's default
#   service, each with a different line in lesson 04 so that none is a copy of another (the other lessons
#   repeat, as in a real class, so stored verdicts serve them). Target: at most 3×.
# - all distinct: the same three thirds, but with a line of its own in every lesson's every Swift file,
#   so no lesson of any submission is one graded before. Target: at most 5×.
# The cold ./grade.sh grades a solved copy in a fresh folder, once before the classes and once after, each in a
# folder of its own. Ratios are against the mean of the two, in the same run: the machine's speed moves by up to 15 %
# within minutes, and a single cold grade before the classes made the ratios move as much between runs.
set -eu

count=${1:-30}
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/workbook-batch.XXXXXX")
trap 'rm -rf "$work"' EXIT
. "$here/bench/common.sh"

instructor=$work/instructor
copy_workbook "$instructor"
(cd "$instructor" && ./grade.sh --help >/dev/null)
# make_class <folder> <mark>: the submissions; with mark "every", a line of its own in every Swift file.
make_class() {
  mkdir -p "$1"
  for n in $(seq 1 "$count"); do
    student=$1/student-$n
    mkdir -p "$student"
    (cd "$here" && tar cf - Lessons Solutions) | (cd "$student" && tar xf -)
    case $((n % 3)) in
      0) ;;
      1) solve "$student" ;;
      2) solve "$student"
         sed -i.bak 's/= MealAPI.shared) {/= PreviewMealService()) {/' "$student"/Lessons/01-*/RecipeListView.swift
         rm -f "$student"/Lessons/01-*/*.bak ;;
    esac
    rm -rf "$student/Solutions"
    if [ "$2" = every ]; then
      for file in "$student"/Lessons/*/*.swift; do printf '\n// %s of %s\n' "$n" "$1" >> "$file"; done
    else
      printf '\nprivate let studentMarker%s = %s\n' "$n" "$n" >> "$student"/Lessons/04-*/RecipeListView.swift
    fi
  done
}
make_class "$work/class" one
make_class "$work/distinct" every

# cold_copy <folder>: a solved copy whose grader is built, and nothing else.
cold_copy() {
  copy_workbook "$1"
  solve "$1"
  (cd "$1" && ./grade.sh --help >/dev/null)
}
cold_copy "$work/cold"
cold_copy "$work/cold-after"
before=$(seconds sh -c "cd '$work/cold' && ./grade.sh")
class=$(seconds sh -c "cd '$instructor' && ./grade.sh --submissions '$work/class' --gradebook '$work/grades.csv'")
again=$(seconds sh -c "cd '$instructor' && ./grade.sh --submissions '$work/class' --gradebook '$work/grades.csv'")
distinct=$(seconds sh -c "cd '$instructor' && ./grade.sh --submissions '$work/distinct' --gradebook '$work/distinct.csv'")
after=$(seconds sh -c "cd '$work/cold-after' && ./grade.sh")
one=$(awk "BEGIN { printf \"%.3f\", ($before + $after) / 2 }")
rows=$(($(wc -l < "$work/grades.csv") - 1))
distinct_rows=$(($(wc -l < "$work/distinct.csv") - 1))

echo "## Batch: $(date +%Y-%m-%d) on $(uname -s) $(uname -m), $(getconf _NPROCESSORS_ONLN 2>/dev/null || sysctl -n hw.ncpu) cores, $(swift --version 2>&1 | grep -o 'Swift version [0-9.]* ([^)]*)' | head -n 1)"
echo
echo "| measurement | seconds | ratio |"
echo "|---|---|---|"
echo "| one cold ./grade.sh of a solved copy, before the classes | $before | $(awk "BEGIN { printf \"%.2f\", $before / $one }") |"
echo "| the same, after the classes | $after | $(awk "BEGIN { printf \"%.2f\", $after / $one }") |"
echo "| their mean: what the ratios divide by | $one | 1.00 |"
echo "| --submissions, $count students, first run (private copies built cold) | $class | $(awk "BEGIN { printf \"%.2f\", $class / $one }") |"
echo "| --submissions again, nothing changed | $again | $(awk "BEGIN { printf \"%.2f\", $again / $one }") |"
echo "| --submissions, $count students, every lesson of each distinct | $distinct | $(awk "BEGIN { printf \"%.2f\", $distinct / $one }") |"
echo
echo "The gradebooks have $rows and $distinct_rows rows."
