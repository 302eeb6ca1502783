# Shared by the benchmark scripts: copies of the workbook, solving them, and timing a command.
# Source it after setting `here` (the workbook) and `set -eu`.

TIMEFORMAT=%3R

# copy_workbook <folder>: the workbook's package, lessons and solutions, without its build.
copy_workbook() {
  mkdir -p "$1"
  (cd "$here" && tar cf - Package.swift grade.sh Sources Tests Lessons Solutions) | (cd "$1" && tar xf -)
}

# solve <folder>: the reference solutions in its Lessons/.
solve() {
  for lesson in "$1"/Solutions/*/; do
    cp "$lesson"* "$1/Lessons/$(basename "$lesson")/"
  done
}

# seconds <command…>: how long the command took, whatever it printed or returned.
seconds() { { time ("$@" >/dev/null 2>&1 || true) ; } 2>&1; }
